import {expect, test, type Locator, type Page} from '@playwright/test';
import {INDUSTRIES, INDUSTRY_SLUGS, industryRoute} from '../../src/data/industries';
import type {ExtraSection, Industry} from '../../src/data/industries/types';
import {trackProblems, waitForHydration} from './support/site';

async function open(page: Page, industry: Industry): Promise<void> {
  const response = await page.goto(industryRoute(industry.slug));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const section = (page: Page, id: string): Locator => page.locator(`main section#${id}`);

/** Items of the cards list in a section (each card grid is a list). */
const cards = (page: Page, id: string): Locator => section(page, id).locator('ul > li:has(h3)');

/** How many cards, steps or rows each extra section shows. */
function extraCount(extra: ExtraSection): number {
  switch (extra.kind) {
    case 'phases':
    case 'framework':
      return extra.phases.length;
    case 'types':
      return extra.types.length;
    case 'customerTiers':
      return extra.tiers.length;
    case 'volumeDiscounts':
      return 4;
  }
}

for (const slug of INDUSTRY_SLUGS) {
  const industry = INDUSTRIES[slug];

  test.describe(`${industryRoute(slug)}`, () => {
    test('hero and closing calls to action lead to /demo and /book-call', async ({page}) => {
      const problems = trackProblems(page);
      await open(page, industry);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(industry.hero.title);

      const hero = page.locator('main > header');
      await expect(hero.getByRole('link', {name: industry.ctas.demo})).toHaveAttribute(
        'href',
        '/demo',
      );
      await expect(hero.getByRole('link', {name: industry.ctas.consultation})).toHaveAttribute(
        'href',
        '/book-call',
      );

      const closing = page.locator('main > section').last();
      await expect(closing.getByRole('link', {name: industry.ctas.audit})).toHaveAttribute(
        'href',
        '/book-call',
      );
      await expect(closing.getByRole('link', {name: industry.ctas.demo})).toHaveAttribute(
        'href',
        '/demo',
      );
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('shows challenges with impact badges, solutions with features, and every metric target', async ({
      page,
    }) => {
      await open(page, industry);

      const challenges = cards(page, 'challenges');
      await expect(challenges).toHaveCount(industry.challenges.items.length);
      for (const [index, item] of industry.challenges.items.entries()) {
        const card = challenges.nth(index);
        await expect(card.getByRole('heading', {level: 3})).toHaveText(item.title);
        await expect(card).toContainText(`${item.impact} impact`);
      }

      const solutions = cards(page, 'solutions');
      await expect(solutions).toHaveCount(industry.solutions.items.length);
      for (const [index, item] of industry.solutions.items.entries()) {
        await expect(solutions.nth(index).locator('ul li')).toHaveCount(item.features.length);
      }

      const metrics = cards(page, 'metrics');
      await expect(metrics).toHaveCount(industry.metrics.items.length);
      for (const [index, item] of industry.metrics.items.entries()) {
        await expect(metrics.nth(index)).toContainText(item.metric);
        await expect(metrics.nth(index)).toContainText(item.target);
      }
    });

    test('shows its own sections, the success story and exactly its resource links', async ({
      page,
    }) => {
      await open(page, industry);

      for (const extra of industry.extras) {
        const band = section(page, extra.id);
        await expect(band.getByRole('heading', {level: 2})).toHaveText(extra.title);
        const items =
          extra.kind === 'volumeDiscounts'
            ? band.locator('tbody tr')
            : band.locator('ol > li, ul > li:has(h3)');
        await expect(items).toHaveCount(extraCount(extra));
      }

      const story = section(page, 'success-story');
      await expect(story).toContainText(/illustrative example/i);
      await expect(story).toContainText(industry.story.company);
      for (const result of industry.story.results) await expect(story).toContainText(result);

      // The cards' links (the section title also has its own anchor link).
      const links = section(page, 'resources').locator('li').getByRole('link');
      await expect(links).toHaveCount(industry.resources.items.length);
      expect(
        await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
      ).toEqual(industry.resources.items.map((item) => item.to));
    });

    test('adds Service structured data for the industry', async ({page}) => {
      await open(page, industry);
      const types = await page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
      expect(types).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            '@type': 'Service',
            audience: expect.objectContaining({audienceType: industry.audience}),
          }),
        ]),
      );
    });

    test('fits a 375 px screen without sideways scrolling', async ({page}) => {
      await page.setViewportSize({width: 375, height: 800});
      await open(page, industry);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const demo = page.locator('main > header').getByRole('link', {name: industry.ctas.demo});
      await expect(demo).toBeVisible();
      const box = await demo.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(375);
      await expect(
        section(page, 'resources').locator('li').getByRole('link').first(),
      ).toBeVisible();
    });
  });
}

test.describe('industry-specific sections', () => {
  test('manufacturing shows the 4-step process with its durations', async ({page}) => {
    await open(page, INDUSTRIES.manufacturing);
    const steps = section(page, 'process').locator('ol > li');
    await expect(steps).toHaveCount(4);
    const expected = [
      ['Data integration', '2-3 weeks'],
      ['Cost model setup', '3-4 weeks'],
      ['Dashboard creation', '2-3 weeks'],
      ['Training and optimisation', '2-4 weeks'],
    ];
    for (const [index, [phase, duration]] of expected.entries()) {
      await expect(steps.nth(index).getByRole('heading', {level: 3})).toHaveText(phase ?? '');
      await expect(steps.nth(index)).toContainText(duration ?? '');
    }
  });

  test('construction shows the cost-control framework and the 30-day plan', async ({page}) => {
    await open(page, INDUSTRIES.construction);
    await expect(
      section(page, 'cost-control-framework').getByRole('heading', {level: 3}),
    ).toHaveText(['Estimation', 'Planning', 'Execution', 'Completion']);
    const plan = section(page, 'thirty-day-plan').locator('ol > li');
    await expect(plan.getByRole('heading', {level: 3})).toHaveText([
      'Assessment',
      'Implementation',
      'Optimisation',
    ]);
    await expect(plan.nth(0)).toContainText('Weeks 1-2');
    await expect(plan.nth(1)).toContainText('Week 3');
    await expect(plan.nth(2)).toContainText('Week 4');
  });

  test('distribution shows the customer tiers and the volume-discount table', async ({page}) => {
    await open(page, INDUSTRIES.distribution);
    await expect(section(page, 'customer-tiers').getByRole('heading', {level: 3})).toHaveText([
      'Strategic partners',
      'Core customers',
      'Opportunity customers',
    ]);
    const table = section(page, 'volume-discounts').getByRole('table');
    await expect(table.locator('caption')).toContainText('annual purchase volume');
    await expect(table.locator('tbody tr')).toHaveText([
      /Above \$500K\s*5-8%/,
      /Above \$250K, up to \$500K\s*3-5%/,
      /Above \$100K, up to \$250K\s*1-3%/,
      /\$100K or less\s*List price/,
    ]);
  });

  test('the volume checker gives the tier of a volume, edges included, and explains bad input', async ({
    page,
  }) => {
    await open(page, INDUSTRIES.distribution);
    const band = section(page, 'volume-discounts');
    const field = band.getByLabel('Annual purchase volume');
    const status = band.getByRole('status');
    const current = band.locator('tbody tr[aria-current="true"]');

    await expect(status).toHaveText('Enter an annual volume to see the discount it earns.');
    await expect(current).toHaveCount(0);

    const cases: [string, RegExp, string][] = [
      ['500,001', /5-8%/, 'Above $500K'],
      ['500000', /3-5%/, 'Above $250K, up to $500K'],
      ['$250,000', /1-3%/, 'Above $100K, up to $250K'],
      ['100000', /list price, no volume discount/, '$100K or less'],
    ];
    for (const [input, verdict, band_] of cases) {
      await field.fill(input);
      await expect(status).toHaveText(verdict);
      await expect(current.locator('th')).toHaveText(band_);
    }
    await field.fill('500000');
    await expect(status).toHaveText(
      'At $500,000 a year: a 3-5% discount off list price (above $250K, up to $500K).',
    );

    await field.fill('lots');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(band.getByText('Enter a number, for example 1,250,000 or 12.5.')).toBeVisible();
    await expect(current).toHaveCount(0);
  });
});

test('the footer links to the privacy policy and the terms', async ({page}) => {
  await open(page, INDUSTRIES.wholesale);
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', {name: 'Privacy Policy'})).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(footer.getByRole('link', {name: 'Terms of Service'})).toHaveAttribute(
    'href',
    '/terms',
  );
  await footer.getByRole('link', {name: 'Terms of Service'}).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms of Service');
});
