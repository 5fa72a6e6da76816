import {expect, test, type Page} from '@playwright/test';
import {RELEASED, type TermSlug} from '../../src/data/editions';
import {axeViolations} from './support/axe';
import {switchColorMode, trackProblems, waitForHydration} from './support/site';

const {TERM_PAGES, glossary} = RELEASED.content;
const inCategory = (category: string) =>
  glossary.GLOSSARY_TERMS.filter((entry) => entry.category === category).length;

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  await waitForHydration(page);
}

/** The calculator block of a term page, found by its heading. */
function calculator(page: Page, slug: TermSlug) {
  const title = TERM_PAGES[slug]?.calculator.title ?? '';
  return page.getByRole('region', {name: title});
}

test.describe('the Business Numbers index', () => {
  test('a card opens its term page, whose back button returns to the index', async ({page}) => {
    await open(page, '/business-numbers');
    await page.getByRole('link', {name: 'Breakeven Price'}).click();
    await expect(page).toHaveURL(/\/business-numbers\/breakeven-price$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Breakeven Price');
    await page.getByRole('link', {name: 'Back to Business Numbers'}).click();
    await expect(page).toHaveURL(/\/business-numbers$/);
  });
});

test.describe('calculators give the benchmark band, live', () => {
  test('LTV:CAC on the acquisition cost page: 4.2:1 is acceptable, and each other band', async ({
    page,
  }) => {
    await open(page, '/business-numbers/customer-acquisition-cost');
    const block = calculator(page, 'customer-acquisition-cost');
    const status = block.getByRole('status');
    await expect(status).toContainText('LTV:CAC of 4.2:1 falls in the “acceptable” band');
    const clv = block.getByLabel('Customer lifetime value (gross margin)');
    await clv.fill('33,750');
    await expect(status).toContainText('3.0:1 falls in the “danger zone” band');
    await clv.fill('56250');
    await expect(status).toContainText('5.0:1 falls in the “excellent” band');
    await expect(block.getByText('Your result', {exact: true}).last()).toBeVisible();
  });

  test('price-override frequency: the 15% and 55% scenarios and every band between', async ({
    page,
  }) => {
    await open(page, '/business-numbers/price-override-frequency');
    const block = calculator(page, 'price-override-frequency');
    const status = block.getByRole('status');
    const overridden = block.getByLabel('Deals with a manual price change');
    const cases: [string, string][] = [
      ['60', '5.0% falls in the “on target” band'],
      ['180', '15.0% falls in the “healthy” band'],
      ['240', '20.0% falls in the “moderate concern” band'],
      ['420', '35.0% falls in the “high risk” band'],
      ['660', '55.0% falls in the “critical” band'],
    ];
    for (const [deals, verdict] of cases) {
      await overridden.fill(deals);
      await expect(status).toContainText(verdict);
    }
  });

  test('net revenue retention: each band', async ({page}) => {
    await open(page, '/business-numbers/net-revenue-retention');
    const block = calculator(page, 'net-revenue-retention');
    const status = block.getByRole('status');
    const expansion = block.getByLabel('Added revenue from those customers (expansion)');
    for (const [value, band] of [
      ['0', 'concerning'],
      ['960,000', 'average'],
      ['2,160,000', 'good'],
      ['3,360,000', 'world-class'],
    ]) {
      await expansion.fill(value ?? '');
      await expect(status).toContainText(`“${band}” band`);
    }
  });

  test('forecast accuracy: 75% and 85% are good, either side is not', async ({page}) => {
    await open(page, '/business-numbers/forecast-accuracy');
    const block = calculator(page, 'forecast-accuracy');
    const status = block.getByRole('status');
    await block.getByLabel('Actual revenue for the period').fill('2,000,000');
    const forecast = block.getByLabel('Forecast revenue for the period');
    for (const [value, band] of [
      ['2,600,000', 'needs improvement'],
      ['2,500,000', 'good'],
      ['1,700,000', 'good'],
      ['1,800,000', 'excellent'],
    ]) {
      await forecast.fill(value ?? '');
      await expect(status).toContainText(`“${band}” band`);
    }
  });

  test('RFM: a code finds its segment', async ({page}) => {
    await open(page, '/business-numbers/rfm-modelling');
    const block = calculator(page, 'rfm-modelling');
    for (const [label, score] of [
      ['Recency score', '1'],
      ['Frequency score', '5'],
      ['Monetary score', '5'],
    ]) {
      await block.getByLabel(label ?? '').fill(score ?? '');
    }
    await expect(block.getByRole('status')).toHaveText(/155 is in Can't Lose/);
  });

  test('bad input gets a message beside the field and no result, and the example comes back', async ({
    page,
  }) => {
    await open(page, '/business-numbers/quote-conversion-rate');
    const block = calculator(page, 'quote-conversion-rate');
    const won = block.getByLabel('Quotes that became orders');
    await won.fill('lots');
    await expect(won).toHaveAttribute('aria-invalid', 'true');
    await expect(block.getByText('Enter a number, for example 1,250,000 or 12.5.')).toBeVisible();
    await expect(block.getByRole('status')).toHaveText(
      'Check the highlighted fields to see the result.',
    );
    await won.fill('500');
    await expect(block.getByText('Cannot be more than the quotes issued.')).toBeVisible();
    const issued = block.getByLabel('Quotes issued in the period');
    await issued.fill('');
    await won.fill('84');
    await expect(block.getByRole('status')).toHaveText(
      'Fill in Quotes issued in the period to see the result.',
    );
    await expect(block).not.toContainText(/NaN|Infinity/);
    await block.getByRole('button', {name: 'Reset to the worked example'}).click();
    await expect(issued).toHaveValue('420');
    await expect(block.getByRole('status')).toContainText(
      '20.0% is within the manufacturing range',
    );
    await block.getByLabel('Compare with the industry').selectOption('professional-services');
    await expect(block.getByRole('status')).toContainText('below the professional services range');
  });
});

test.describe('the glossary', () => {
  test('search and category filter work together, with the empty state', async ({page}) => {
    await open(page, '/commercial-intelligence-glossary');
    const terms = page.locator('article[aria-labelledby] > h2');
    await expect(terms).toHaveCount(glossary.GLOSSARY_TERMS.length);
    const search = page.getByLabel('Search the glossary');

    await search.fill('RFM');
    await expect(terms).toHaveText(['RFM Analysis']);
    await search.fill('REALISED PRICE DIVIDED');
    await expect(terms).toHaveText(['Price Realisation']);

    await search.fill('');
    await page.getByRole('button', {name: 'Pricing Strategy'}).click();
    await expect(terms).toHaveCount(inCategory('Pricing Strategy'));
    await search.fill('list price');
    await expect(terms).toHaveText(['Price Realisation']);
    await page.getByRole('button', {name: 'Risk Management'}).click();
    await expect(terms).toHaveCount(0);
    await expect(page.getByText('No terms found', {exact: true})).toBeVisible();
    await expect(
      page.getByText('Try adjusting your search or selecting a different category', {exact: true}),
    ).toBeVisible();

    await page.getByRole('button', {name: 'All Terms'}).click();
    await search.fill('');
    await expect(terms).toHaveCount(glossary.GLOSSARY_TERMS.length);
  });

  test('reads its filter from the address after hydration, and the address follows it', async ({
    page,
  }) => {
    const problems = trackProblems(page);
    await open(page, '/commercial-intelligence-glossary?q=cost+to+serve&category=cost-analysis');
    const terms = page.locator('article[aria-labelledby] > h2');
    const search = page.getByLabel('Search the glossary');
    await expect(search).toHaveValue('cost to serve');
    await expect(page.getByRole('button', {name: 'Cost Analysis'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(terms).toHaveText(['Cost-to-Serve']);

    await page.getByRole('button', {name: 'All Terms'}).click();
    await search.fill('LTV');
    await expect(page).toHaveURL(/\/commercial-intelligence-glossary\?q=LTV$/);
    await expect(terms).toHaveText(['Customer Lifetime Value (CLV)']);
    // The matching Business Numbers term of the edition being read is listed too.
    const pages = page.getByRole('region', {name: /Business Numbers terms matching/});
    await expect(
      pages.getByRole('link', {name: 'Customer Lifetime Value (CLV)', exact: true}),
    ).toHaveAttribute('href', '/business-numbers/customer-lifetime-value');
    expect(await axeViolations(page), 'light').toEqual([]);
    await switchColorMode(page, 'dark');
    expect(await axeViolations(page), 'dark').toEqual([]);
    await switchColorMode(page, 'light');

    await page.reload();
    await waitForHydration(page);
    await expect(search).toHaveValue('LTV');
    await expect(terms).toHaveText(['Customer Lifetime Value (CLV)']);
    await search.fill('');
    await expect(page).toHaveURL(/\/commercial-intelligence-glossary$/);
    await expect(pages).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('in the draft, lists the draft’s Business Numbers terms and links into the draft', async ({
    page,
  }) => {
    await open(page, '/next/commercial-intelligence-glossary?q=inventory%20turns');
    const pages = page.getByRole('region', {name: /Business Numbers terms matching/});
    await expect(pages.getByRole('link', {name: 'Inventory Turns'})).toHaveAttribute(
      'href',
      '/next/business-numbers/inventory-turns',
    );
  });
});

test.describe('the draft edition', () => {
  test('the edition menu moves a term page to the draft, which stays in the draft', async ({
    page,
  }) => {
    await open(page, '/business-numbers/churn-rate');
    const menu = page.locator('.navbar__items .dropdown').filter({hasText: /edition/});
    await expect(menu).toContainText('2025 edition');
    await menu.hover();
    await menu.getByRole('link', {name: '2026 edition (draft)'}).click();
    await expect(page).toHaveURL(/\/next\/business-numbers\/churn-rate$/);
    await expect(page.locator('.theme-doc-version-banner')).toContainText(/unreleased/i);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Churn Rate');
    // Rendered by the client after the switch: its term links stay in the draft.
    await expect(
      page.locator('article a[href="/next/business-numbers/net-revenue-retention"]'),
    ).toHaveCount(1);
    await expect(page.locator('article a[href^="/business-numbers/"]')).toHaveCount(0);
  });

  test('a draft term page works like a released one: its calculator and back button', async ({
    page,
  }) => {
    await open(page, '/next/business-numbers/breakeven-price');
    const block = calculator(page, 'breakeven-price');
    await block.getByLabel('Your current price (optional)').fill('90');
    await expect(block.getByRole('status')).toContainText('“at or above target” band');
    await page.getByRole('link', {name: 'Back to Business Numbers'}).click();
    await expect(page).toHaveURL(/\/next\/business-numbers$/);
  });

  // (/next/business-numbers/no-such-term is among the unknown URLs of not-found.spec.ts.)
  for (const path of [
    '/next/business-numbers/churn-rate/extra',
    '/business-numbers/churn-rate/extra',
  ]) {
    test(`${path} gives the 404 page without errors`, async ({page}) => {
      const problems = trackProblems(page, [/status of 404/]);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Oops! Page not found');
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});
