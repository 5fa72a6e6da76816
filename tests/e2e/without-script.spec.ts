import {expect, test, type Page} from '@playwright/test';
import {site} from '../../src/config/site';
import {PLANS_IN_ORDER} from '../../src/data/pricing';
import {FREE_TOOLS} from '../../src/data/freeTools';
import {STATIC_DOWNLOADS} from '../../src/data/staticDownloads';
import {formatUsd} from '../../src/lib/numbers/format';

/**
 * Pages as a browser that runs no scripts shows them. What the static HTML holds is checked
 * in tests/built/without-script.test.ts; this checks what is seen (styles hide the parts
 * that only work with scripts).
 */
test.use({javaScriptEnabled: false});

// Playwright's text selectors skip <noscript> elements, so notices are found by test id.
const notice = (page: Page) => page.getByTestId('noscript-notice');

test('every pricing band can be read', async ({page}) => {
  await page.goto('/pricing');
  for (const plan of PLANS_IN_ORDER) {
    await expect(page.getByRole('heading', {name: `${plan.name} plan`})).toBeVisible();
    await expect(page.getByText(`Annual revenue ${plan.rangeLabel}`)).toBeVisible();
    await expect(page.getByText(formatUsd(plan.monthly), {exact: true})).toBeVisible();
  }
  // Tabs that could only ever show the first band are not offered.
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('the checklist shows no score while boxes are ticked, and a guide to score it by hand', async ({
  page,
}) => {
  await page.goto('/margin-leak-assessment');
  const boxes = page.getByRole('checkbox');
  for (let index = 0; index < 5; index += 1) await boxes.nth(index).check();
  await expect(page.getByTestId('checklist-percent')).toBeHidden();
  await expect(page.getByTestId('checklist-verdict')).toBeHidden();
  // Nor do the areas count ticks they cannot see.
  await expect(page.getByText(/^\d+ of 8$/).filter({visible: true})).toHaveCount(0);
  await expect(page.getByTestId('checklist-scoring-guide')).toBeVisible();
  await expect(notice(page)).toContainText('The live score needs JavaScript');
});

test('the booking page gives the direct booking link and the e-mail, not "Loading" forever', async ({
  page,
}) => {
  await page.goto('/book-call');
  await expect(page.getByText(/Loading the booking calendar/)).toBeHidden();
  const booking = page.getByTestId('booking-without-script');
  await expect(booking).toBeVisible();
  await expect(booking.getByRole('link', {name: 'open the booking page directly'})).toHaveAttribute(
    'href',
    site.scheduling.pageUrl,
  );
  await expect(booking.getByRole('link', {name: site.salesEmail})).toBeVisible();
});

test('the ROI calculator says it needs JavaScript and offers no Calculate button', async ({
  page,
}) => {
  await page.goto('/calculate-roi');
  await expect(notice(page)).toContainText('This calculator needs JavaScript');
  await expect(page.getByRole('button', {name: 'Calculate'})).toBeHidden();
  await expect(page.getByText(/becomes available/)).toHaveCount(0);
});

test('a tool offers its template as a file that downloads without a script', async ({page}) => {
  const tool = FREE_TOOLS.costTemplate;
  await page.goto(tool.path);
  await expect(notice(page)).toContainText(`${tool.withoutScript.subject} needs JavaScript`);
  // Buttons that only act in the browser are not shown.
  await expect(page.getByRole('button', {name: /Export CSV|Add/})).toHaveCount(0);
  const link = page.getByRole('link', {name: STATIC_DOWNLOADS.costTemplate.label});
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('cost-structure-template.csv');
  expect(await download.failure()).toBeNull();
});
