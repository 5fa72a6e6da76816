/**
 * What a visitor deciding on the service does with the two calculators beyond one answer:
 * the ROI calculator's assumptions, saved scenarios side by side, the sensitivity chart and
 * table, the dated one-page printout; the profitability calculator's saved customers in one
 * table, side by side, and its one-page printout. The figures come from the unit-tested
 * modules; here the browser shows that the pages say them.
 */
import {readFileSync} from 'node:fs';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {PLANS, SUBSCRIPTION_BANDS_BY_BILLING} from '../../src/data/pricing';
import {formatUsd} from '../../src/lib/numbers/format';
import {PROFITABILITY_DEFAULTS} from '../../src/lib/profitability/profitability';
import {PROFITABILITY_COMPARISON_SHARE} from '../../src/lib/profitability/record';
import {STANDARD_ASSUMPTIONS} from '../../src/lib/roi/assumptions';
import {subscriptionBand} from '../../src/lib/roi/calculate';
import {
  DRIVER_LABELS,
  caseChange,
  formatChange,
  rowsByMeasure,
  sensitivity,
  type SensitivityMeasure,
} from '../../src/lib/roi/sensitivity';
import {COMPARE_PARAM, shareLinkFor} from '../../src/lib/share/link';
import {axeViolations} from './support/axe';
import {switchColorMode, trackProblems, waitForHydration} from './support/site';

const ROI = '/calculate-roi';
const PROFITABILITY = '/customer-profitability-calculator';
const WORKED = 'revenue=5000000&margin=25&customers=200&skus=1000';
const LARGE = 'revenue=20000000&margin=25&customers=200&skus=1000';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

const resultsHeading = (page: Page) =>
  page.getByRole('heading', {level: 2, name: 'Your estimated return'});

/** The figure shown for a label in a card or total (a <dt> and the <dd> after it). */
const figure = (page: Page, label: string): Locator =>
  page
    .locator('dt')
    .filter({hasText: new RegExp(`^${label}$`)})
    .locator('xpath=following-sibling::dd[1]');

/** Pages in a PDF of the page as printed, on A4 and on US Letter. */
async function printedPages(page: Page): Promise<Record<'A4' | 'Letter', number>> {
  await page.emulateMedia({media: 'print'});
  const count = async (format: 'A4' | 'Letter') => {
    const pdf = await page.pdf({format, printBackground: false});
    return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  };
  const pages = {A4: await count('A4'), Letter: await count('Letter')};
  await page.emulateMedia({media: 'screen'});
  return pages;
}

/** Whether a colour is dark enough to read on white paper (its luminance under one half). */
function isDarkInk(color: string): boolean {
  const [r = 255, g = 255, b = 255] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
}

test.describe('ROI assumptions', () => {
  test('start at the standard figures and say so; a 1% recovery rate recovers $50,000 of $5M', async ({
    page,
  }) => {
    const problems = trackProblems(page);
    await open(page, ROI);
    await page.getByLabel('Annual Revenue ($)').fill('5,000,000');
    await page.getByLabel('Average Gross Margin (%)').fill('25');
    await page.getByLabel('# of Active Customers').fill('200');
    await page.getByLabel('# of SKUs / Product Lines').fill('1,000');

    const recovery = page.getByLabel('Margin recovery rate (% of annual revenue)');
    const standard: [string, string, string][] = [
      ['Margin recovery rate (% of annual revenue)', '2', '2% of revenue'],
      ['Hourly rate ($ per hour saved)', '25', '$25 an hour'],
      ['Hours cap per week', '25', '25 hours a week'],
      ['Quote accuracy rate (% of annual revenue)', '0.5', '0.5% of revenue'],
      ['Quote accuracy cap ($ a year)', '50,000', '$50,000 a year'],
    ];
    for (const [label, value, words] of standard) {
      const field = page.getByLabel(label, {exact: true});
      await expect(field).toHaveValue(value);
      await expect(field).toHaveAccessibleDescription(`The standard figure: ${words}.`);
    }
    await expect(page.getByRole('radio', {name: 'Monthly (the standard)'})).toBeChecked();

    await recovery.fill('1');
    await expect(recovery).toHaveAccessibleDescription(
      'Changed from the standard figure, 2% of revenue.',
    );
    await page.getByRole('button', {name: 'Calculate', exact: true}).click();
    await expect(resultsHeading(page)).toBeFocused();
    await expect(page).toHaveURL(`${ROI}?${WORKED}&recoveryRate=1`);
    // 1% × $5,000,000 = $50,000; + $32,500 + $25,000 = $107,500.
    await expect(figure(page, 'Margin recovered per year')).toHaveText('$50,000');
    await expect(figure(page, 'Total value per year')).toHaveText('$107,500');
    await expect(page.getByTestId('assumptions-statement')).toHaveText(
      'Worked out with your own assumptions: margin recovery rate 1% of revenue (standard 2% of revenue). The others are standard.',
    );
    await expect(
      page
        .getByRole('listitem')
        .filter({has: page.getByText('Margin recovered per year', {exact: true})}),
    ).toContainText('1% × $5,000,000 annual revenue');
    const table = page.getByTestId('assumptions-table');
    await expect(table.locator('caption')).toHaveText(
      'Assumptions used: 1 changed from the standard',
    );
    const recoveryRow = table.getByRole('row', {name: /^Margin recovery rate/});
    await expect(recoveryRow.getByRole('cell')).toHaveText([
      /^1% of revenue \(changed/,
      '2% of revenue',
    ]);
    await expect(table.getByRole('row', {name: /^Hourly rate/}).getByRole('cell')).toHaveText([
      '$25 an hour',
      '$25 an hour',
    ]);

    // In the results, a change shows at once: annual billing at the pricing page's price.
    await page.getByRole('radio', {name: /^Annual/}).check();
    await expect(page).toHaveURL(`${ROI}?${WORKED}&recoveryRate=1&billing=annual`);
    await expect(figure(page, 'Subscription cost')).toHaveText(
      `${formatUsd(PLANS.sme.annual.perYear)} a year`,
    );
    await expect(figure(page, 'Net annual benefit')).toHaveText(
      formatUsd(107_500 - PLANS.sme.annual.perYear),
    );

    // Back to the standard figures: the estimate and the link are as they always were.
    await page.getByRole('button', {name: 'Use the standard figures'}).click();
    await expect(page).toHaveURL(`${ROI}?${WORKED}`);
    await expect(figure(page, 'Total value per year')).toHaveText('$157,500');
    await expect(page.getByTestId('assumptions-statement')).toHaveText(
      'Worked out with the standard assumptions.',
    );
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('travel in the share link, and a link with an unreadable one opens the form at that field', async ({
    page,
  }) => {
    await open(page, `${ROI}?${WORKED}&hourlyRate=40&hoursCap=20`);
    // 20 hours (capped) × 52 × $40 = $41,600.
    await expect(figure(page, 'Time-saved value per year')).toHaveText('$41,600');
    await expect(page.getByLabel('Hourly rate ($ per hour saved)')).toHaveValue('40');

    await open(page, `${ROI}?${WORKED}&hoursCap=500`);
    await expect(resultsHeading(page)).toHaveCount(0);
    const cap = page.getByLabel('Hours cap per week', {exact: true});
    await expect(cap).toBeVisible();
    await expect(cap).toHaveAttribute('aria-invalid', 'true');
    await expect(cap).toHaveAccessibleDescription(/A week has 168 hours/);
    await page.getByRole('button', {name: 'Calculate', exact: true}).click();
    await expect(cap).toBeFocused();
    await cap.fill('20');
    await page.getByRole('button', {name: 'Calculate', exact: true}).click();
    await expect(page).toHaveURL(`${ROI}?${WORKED}&hoursCap=20`);
  });
});

test.describe('ROI scenarios', () => {
  test('two saved scenarios ($5M and $20M) side by side with both totals, renamed, shared and kept', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const problems = trackProblems(page);
    await open(page, `${ROI}?${WORKED}`);
    await page.getByLabel('Scenario name').fill('Five million');
    await page.getByRole('button', {name: 'Save scenario'}).click();
    await open(page, `${ROI}?${LARGE}`);
    await page.getByRole('button', {name: 'Save scenario'}).click();

    const scenarios = page.getByRole('region', {name: 'Your scenarios'});
    await expect(scenarios.getByRole('listitem')).toHaveCount(2);
    await expect(scenarios.getByText('Scenario 2', {exact: true})).toBeVisible();
    await scenarios.getByRole('button', {name: 'Rename Scenario 2'}).click();
    const rename = scenarios.getByLabel('New name for Scenario 2');
    await expect(rename).toBeFocused();
    await rename.fill('five million');
    await page.keyboard.press('Enter');
    await expect(scenarios.getByText('Another scenario already has this name.')).toBeVisible();
    await rename.fill('Twenty million');
    await page.keyboard.press('Enter');
    await expect(scenarios.getByRole('button', {name: 'Rename Twenty million'})).toBeFocused();

    await scenarios.getByRole('checkbox', {name: 'Compare Five million'}).check();
    await scenarios.getByRole('checkbox', {name: 'Compare Twenty million'}).check();
    const comparison = scenarios.getByTestId('comparison');
    await expect(comparison.getByRole('columnheader')).toHaveText([
      'Figure',
      'Five million',
      'Twenty million',
    ]);
    const total = comparison.getByRole('row', {name: /^Total value per year/});
    // $5M: 157,500. $20M: 400,000 + 32,500 + 50,000 (capped) = 482,500: 325,000 more.
    await expect(total.getByRole('cell')).toHaveText([
      '$157,500',
      /^\$482,500\+\$325,000 from Five million$/,
    ]);
    // The $20M business is billed in the band that starts at $10M.
    const band = subscriptionBand(20_000_000, SUBSCRIPTION_BANDS_BY_BILLING.monthly);
    await expect(comparison.getByRole('row', {name: /^Subscription cost per year/})).toContainText(
      `${formatUsd(band.annualCost)}, ${band.label}`,
    );
    await comparison.getByLabel('Show only the rows that differ').check();
    await expect(comparison.getByRole('row', {name: /^Active customers/})).toHaveCount(0);

    await scenarios.getByRole('button', {name: 'Share this comparison as a link'}).click();
    const link = await scenarios.getByTestId('comparison-link').inputValue();
    expect(link).toMatch(/\/calculate-roi\?compare=1[zj]/);
    expect(link.length).toBeLessThanOrEqual(2000);

    const other = await browser.newContext();
    const visitor = await other.newPage();
    await open(visitor, link);
    const shared = visitor.getByTestId('shared-comparison');
    await expect(shared.getByRole('row', {name: /^Total value per year/})).toContainText(
      '$482,500',
    );
    await expect(visitor).toHaveURL(`${ROI}`);
    await shared.getByRole('button', {name: 'Keep these scenarios'}).click();
    const kept = visitor.getByRole('region', {name: 'Your scenarios'});
    await expect(kept.getByRole('checkbox', {name: 'Compare Twenty million'})).toBeChecked();
    await other.close();

    // Opening a scenario shows its estimate; deleting one leaves the other, after a reload too.
    await scenarios.getByRole('button', {name: 'Open Five million'}).click();
    await expect(page).toHaveURL(`${ROI}?${WORKED}`);
    await expect(resultsHeading(page)).toBeFocused();
    await scenarios.getByRole('button', {name: 'Delete Five million'}).click();
    await page.reload();
    await waitForHydration(page);
    await expect(scenarios.getByRole('listitem')).toHaveCount(1);
    await open(page, '/your-data');
    await expect(
      page.getByTestId('record-summary').filter({hasText: '1 saved scenario'}),
    ).toHaveCount(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('ROI sensitivity', () => {
  test('the chart and the table give the unit-tested figures, for both measures', async ({
    page,
  }) => {
    await open(page, `${ROI}?${LARGE}`);
    const expected = sensitivity(
      {revenue: 20_000_000, customers: 200, skus: 1_000},
      STANDARD_ASSUMPTIONS,
      SUBSCRIPTION_BANDS_BY_BILLING,
    );
    const check = async (measure: SensitivityMeasure) => {
      const rows = rowsByMeasure(expected, measure);
      const table = page.getByTestId('sensitivity-table');
      await expect(table.locator('tbody th')).toHaveText(
        rows.map((row) => new RegExp(`^${DRIVER_LABELS[row.driver].replace(/[/]/g, '\\/')} \\(`)),
      );
      for (const row of rows) {
        const changes = row.cases.map((entry) => formatChange(caseChange(entry, measure), measure));
        await expect(
          table.locator(`tr[data-driver="${row.driver}"] td span:first-child`),
        ).toHaveText(changes);
        const bars = page.locator(
          `[data-testid="sensitivity-chart"] g[data-driver="${row.driver}"] rect`,
        );
        const drawn = await bars.evaluateAll((rects) =>
          rects.map((rect) => [
            Number(rect.getAttribute('data-step')),
            Number(rect.getAttribute('data-change')),
          ]),
        );
        expect(Object.fromEntries(drawn)).toEqual(
          Object.fromEntries(row.cases.map((entry) => [entry.step, caseChange(entry, measure)])),
        );
      }
    };
    await expect(page.getByTestId('sensitivity-summary')).toHaveText(
      'Annual revenue and margin recovery rate move the net benefit most: by up to $200,000 a year within ±50%. Annual revenue and margin recovery rate move the ROI multiple most: by up to 11.1x.',
    );
    await expect(
      page.getByRole('img', {name: /^Sensitivity chart\. Change in net annual benefit/}),
    ).toBeVisible();
    await check('net');
    await page.getByRole('radio', {name: 'ROI multiple'}).check();
    await expect(
      page.getByRole('img', {name: /^Sensitivity chart\. Change in roi multiple/}),
    ).toBeVisible();
    await check('multiple');
  });
});

test.describe('printing the ROI estimate', () => {
  test('gives one dated page with the address, in light colours even in dark mode', async ({
    page,
  }) => {
    await open(
      page,
      `${ROI}?${WORKED}&recoveryRate=1.5&hourlyRate=32.5&quoteCap=40000&billing=annual`,
    );
    await switchColorMode(page, 'dark');
    const header = page.getByTestId('print-header');
    await expect(header).toBeHidden();
    await expect(header).toContainText(/Printed \d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(header).toContainText(
      `/calculate-roi?${WORKED}&recoveryRate=1.5&hourlyRate=32.5&quoteCap=40000&billing=annual`,
    );
    expect(await printedPages(page)).toEqual({A4: 1, Letter: 1});

    await page.emulateMedia({media: 'print'});
    await expect(header).toBeVisible();
    for (const hidden of [
      'Try other assumptions',
      'What moves the estimate most',
      'Your scenarios',
    ]) {
      await expect(page.getByRole('heading', {name: hidden})).toBeHidden();
    }
    const ink = await page
      .locator('main')
      .evaluate((main) =>
        [main, ...Array.from(main.querySelectorAll('h2, dd, li, td, th, p'))]
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => getComputedStyle(element).color),
      );
    expect(ink.filter((color) => !isDarkInk(color))).toEqual([]);
  });
});

test.describe('customer profitability: customers compared', () => {
  const field = (page: Page, label: string) => page.getByLabel(label, {exact: true});

  async function saveCustomer(page: Page, name: string, revenue: string, productCost: string) {
    await field(page, 'Annual revenue').fill(revenue);
    await field(page, 'Product cost').fill(productCost);
    await page.getByLabel('Customer or calculation name').fill(name);
    await page.getByRole('button', {name: 'Save Calculation'}).click();
    await page.getByRole('button', {name: 'Analyze Another Customer'}).click();
  }

  test('saved customers in one sortable table with a CSV, side by side, and Analyze Another Customer keeps them', async ({
    page,
  }) => {
    const problems = trackProblems(page);
    await open(page, PROFITABILITY);
    // Acme: 60,000 + 2,900 + 410.96 + 500 + 2,000 = 65,810.96 of 100,000: 34.2%, excellent.
    await saveCustomer(page, 'Acme Trading', '100000', '60000');
    // Cole: 60,000 + 1,450 + 205.48 + 250 + 1,000 = 62,905.48 of 50,000: −25.8%, unprofitable.
    await saveCustomer(page, 'Cole Industrial', '50000', '60000');
    await expect(field(page, 'Annual revenue')).toHaveValue('');

    const compared = page.getByRole('region', {name: 'Customers compared'});
    await expect(compared.getByTestId('customers-summary')).toHaveText(
      '2 saved customers; 1 is unprofitable. Choose a column heading to sort by it.',
    );
    const rows = compared.locator('tbody tr');
    await expect(rows).toHaveText([
      /^Cole Industrial\$50,000\$62,905-\$12,905-25\.8%Unprofitable$/,
      /^Acme Trading\$100,000\$65,811\$34,18934\.2%Excellent$/,
    ]);
    await expect(compared.getByRole('columnheader', {name: 'Margin'})).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await compared.getByRole('button', {name: 'Revenue'}).click();
    await compared.getByRole('button', {name: 'Revenue'}).click();
    await expect(compared.getByRole('columnheader', {name: 'Revenue'})).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(rows.first()).toContainText('Acme Trading');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      compared.getByRole('button', {name: 'Download as CSV'}).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-compared-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    expect(csv).toBe(
      'Customer,Revenue (USD),Total costs (USD),Profit (USD),Margin (%),Status\r\n' +
        'Acme Trading,100000,65810.96,34189.04,34.2,Excellent\r\n' +
        'Cole Industrial,50000,62905.48,-12905.48,-25.8,Unprofitable\r\n',
    );

    const saved = page.getByRole('region', {name: 'Saved calculations'});
    await saved.getByRole('checkbox', {name: 'Compare Acme Trading'}).check();
    await saved.getByRole('checkbox', {name: 'Compare Cole Industrial'}).check();
    const side = page.getByRole('region', {name: 'Calculations side by side'});
    await expect(side.getByRole('row', {name: /^Customer profit/}).getByRole('cell')).toHaveText([
      '$34,189',
      /^-\$12,905−\$47,094 from Acme Trading$/,
    ]);
    await expect(side.getByRole('row', {name: /^Annual revenue/}).getByRole('cell')).toHaveText([
      '$100,000',
      /^\$50,000−\$50,000 from Acme Trading$/,
    ]);
    await side.getByRole('button', {name: 'Share this comparison as a link'}).click();
    await expect(side.getByTestId('comparison-link')).toHaveValue(
      /\/customer-profitability-calculator\?compare=1[zj]/,
    );

    await saved.getByRole('button', {name: 'Rename Cole Industrial'}).click();
    await saved.getByLabel('New name for Cole Industrial').fill('Cole Industrial (north)');
    await saved.getByRole('button', {name: 'Save name'}).click();
    await expect(rows.filter({hasText: 'Cole Industrial (north)'})).toHaveCount(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('prints one dated page of figures, results, costs and method, in light or dark mode', async ({
    page,
  }) => {
    await open(page, PROFITABILITY);
    const figures: [string, string][] = [
      ['Annual revenue', '100,000'],
      ['Average order value', '2500'],
      ['Number of orders a year', '40'],
      ['Product cost', '60000'],
      ['Shipping cost', '5000'],
      ['Sales commission', '3000'],
      ['Customer service hours a year', '20'],
      ['Account management hours a year', '10'],
      ['Acquisition cost', '1000'],
      ['Retention cost', '500'],
      ['Customisation costs', '800'],
      ['Special handling costs', '400'],
    ];
    for (const [label, value] of figures) await field(page, label).fill(value);
    await page.getByLabel('Customer or calculation name').fill('Acme Trading');
    expect(await printedPages(page)).toEqual({A4: 1, Letter: 1});
    await switchColorMode(page, 'dark');
    expect(await printedPages(page)).toEqual({A4: 1, Letter: 1});

    await page.emulateMedia({media: 'print'});
    await expect(page.getByTestId('print-header')).toContainText(
      /Printed \d{1,2} [A-Z][a-z]+ \d{4}/,
    );
    await expect(page.getByRole('region', {name: 'Customer figures as printed'})).toContainText(
      'Credit terms30 days',
    );
    await expect(page.getByRole('heading', {name: 'Method and assumptions'})).toBeVisible();
    await expect(page.getByTestId('result-costs')).toHaveText('$78,261');
  });
});

test('the new views have no axe violations, light or dark', async ({page}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    const scenario = (id: string, name: string, revenue: number) => ({
      id,
      name,
      savedAt: '2025-03-04T10:00:00.000Z',
      values: {revenue, margin: 25, customers: 200, skus: 1000, salesReps: null},
      assumptions: {
        marginRecoveryRate: 0.02,
        hourlyRate: 25,
        maxHoursPerWeek: 25,
        quoteAccuracyRate: 0.005,
        maxQuoteAccuracyValue: 50000,
        billing: 'monthly',
      },
    });
    localStorage.setItem(
      'tools.roi-calculator.scenarios',
      JSON.stringify({
        kind: 'tool-record',
        version: 1,
        savedAt: '2025-03-04T10:00:00.000Z',
        data: [scenario('a', 'Five million', 5e6), scenario('b', 'Twenty million', 2e7)],
      }),
    );
  });
  await open(page, `${ROI}?${WORKED}&recoveryRate=1`);
  const scenarios = page.getByRole('region', {name: 'Your scenarios'});
  await scenarios.getByRole('checkbox', {name: 'Compare Five million'}).check();
  await scenarios.getByRole('checkbox', {name: 'Compare Twenty million'}).check();
  await page.getByLabel('Hours cap per week', {exact: true}).fill('500');
  expect(await axeViolations(page), 'ROI results, light').toEqual([]);
  await switchColorMode(page, 'dark');
  expect(await axeViolations(page), 'ROI results, dark').toEqual([]);
});

test('the profitability comparisons have no axe violations, light or dark, and work from the keyboard', async ({
  page,
}) => {
  const calculation = (id: string, name: string, revenue: string) => ({
    id,
    name,
    savedAt: '2025-03-04T10:00:00.000Z',
    fields: {...PROFITABILITY_DEFAULTS, annualRevenue: revenue, productCost: '60000'},
  });
  const saved = [
    calculation('a', 'Acme Trading', '100000'),
    calculation('c', 'Cole Industrial', '50000'),
  ];
  await page.addInitScript((data) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem(
      'tools.profitability-calculator.saved',
      JSON.stringify({kind: 'tool-record', version: 1, savedAt: '2025-03-04T10:00:00.000Z', data}),
    );
  }, saved);
  const link = await shareLinkFor(
    PROFITABILITY_COMPARISON_SHARE,
    saved,
    'http://127.0.0.1',
    PROFITABILITY,
    COMPARE_PARAM,
  );
  expect(link.ok).toBe(true);
  await open(page, link.ok ? `${PROFITABILITY}${new URL(link.url).search}` : PROFITABILITY);
  await expect(page.getByTestId('shared-comparison')).toBeVisible();

  // The keyboard: a column heading sorts with Enter, Compare ticks with the space bar.
  const compared = page.getByRole('region', {name: 'Customers compared'});
  await compared.getByRole('button', {name: 'Profit'}).focus();
  await page.keyboard.press('Enter');
  await expect(compared.getByRole('columnheader', {name: 'Profit'})).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const savedList = page.getByRole('region', {name: 'Saved calculations'});
  for (const name of ['Acme Trading', 'Cole Industrial']) {
    await savedList.getByRole('checkbox', {name: `Compare ${name}`}).focus();
    await page.keyboard.press('Space');
  }
  await expect(
    page.getByRole('region', {name: 'Calculations side by side'}).getByTestId('comparison'),
  ).toHaveCount(2);

  expect(await axeViolations(page), 'profitability comparisons, light').toEqual([]);
  await switchColorMode(page, 'dark');
  expect(await axeViolations(page), 'profitability comparisons, dark').toEqual([]);
});

test('the ROI assumptions fold away and change from the keyboard', async ({page}) => {
  await open(page, ROI);
  await page.getByLabel('# of Sales Reps (optional)').focus();
  await page.keyboard.press('Tab'); // Calculate, disabled until the form is complete: skipped
  const summary = page.getByText('Assumptions: the standard figures');
  const recovery = page.getByLabel('Margin recovery rate (% of annual revenue)');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(recovery).toBeHidden();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(recovery).toBeFocused();
  await page.getByRole('radio', {name: 'Monthly (the standard)'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', {name: /^Annual/})).toBeChecked();
  await expect(page.getByText('Assumptions: 1 changed from the standard')).toBeVisible();
});
