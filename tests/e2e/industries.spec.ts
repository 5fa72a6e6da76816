import {expect, test, type Locator, type Page} from '@playwright/test';
import {INDUSTRIES, industryRoute} from '../../src/data/industries';
import type {Industry} from '../../src/data/industries/types';
import {waitForHydration} from './support/site';

async function open(page: Page, industry: Industry): Promise<void> {
  const response = await page.goto(industryRoute(industry.slug));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const section = (page: Page, id: string): Locator => page.locator(`main section#${id}`);

// What each page shows (its data module rendered, links, structured data) is checked over the
// built HTML in tests/built/industries.test.ts; here, what needs a browser.
test.describe('distribution volume discounts', () => {
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
