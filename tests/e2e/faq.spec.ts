import {expect, test, type Page} from '@playwright/test';
import {VIEWPORTS} from './support/marketing';
import {waitForHydration} from './support/site';

const questions = (page: Page) => page.locator('#faq').getByRole('button');

async function faqTypes(page: Page): Promise<{type: string; questions: number}[]> {
  return page.locator('head script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => {
      const data = JSON.parse(script.textContent ?? '{}') as {
        '@type'?: string;
        mainEntity?: unknown[];
      };
      return data['@type'] === 'FAQPage'
        ? [{type: 'FAQPage', questions: data.mainEntity?.length ?? 0}]
        : [];
    }),
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`FAQ accordion on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    test('opens one answer at a time and collapses the open one again', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const buttons = questions(page);
      await expect(buttons).toHaveCount(6);
      for (let index = 0; index < 6; index++) {
        await expect(buttons.nth(index)).toHaveAttribute('aria-expanded', 'false');
      }
      const first = buttons.nth(0);
      const second = buttons.nth(1);
      const answerOf = async (button: typeof first) =>
        page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);

      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(await answerOf(first)).toBeVisible();
      await expect(await answerOf(first)).toHaveAttribute('role', 'region');

      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(await answerOf(first)).toBeHidden();
      await expect(await answerOf(second)).toBeVisible();

      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await expect(await answerOf(second)).toBeHidden();
      await expect(page.locator('#faq [aria-expanded="true"]')).toHaveCount(0);
    });

    test('ArrowUp, ArrowDown, Home and End move focus across the questions', async ({page}) => {
      await page.goto('/pricing');
      await waitForHydration(page);
      const buttons = questions(page);
      await buttons.nth(0).focus();
      await page.keyboard.press('ArrowDown');
      await expect(buttons.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(buttons.nth(5)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(buttons.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(buttons.nth(5)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(buttons.nth(0)).toBeFocused();
      // Moving focus does not open anything; Enter and Space do.
      await expect(page.locator('#faq [aria-expanded="true"]')).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

// The page's head does not depend on the window width: checked once.
test('adds FAQPage structured data while shown and removes it on leaving', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await faqTypes(page)).toEqual([{type: 'FAQPage', questions: 6}]);
  await page.locator('footer').getByRole('link', {name: 'About', exact: true}).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => faqTypes(page)).toEqual([]);
});
