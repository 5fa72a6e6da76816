import {readFileSync} from 'node:fs';
import {expect, test, type Download, type Locator, type Page} from '@playwright/test';
import {site} from '../../src/config/site';
import {trackProblems, waitForHydration} from './support/site';

/** Counts calls to window.print instead of opening the print dialog. */
async function stubPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as {printCalls: number};
    counter.printCalls = 0;
    window.print = () => {
      counter.printCalls += 1;
    };
  });
}

function printCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {printCalls: number}).printCalls);
}

async function open(page: Page, route: string): Promise<void> {
  await stubPrint(page);
  await page.goto(route);
  await waitForHydration(page);
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/** The text of a downloaded file, without a leading byte-order mark. */
async function downloadedText(download: Download): Promise<string> {
  const file = await download.path();
  return readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
}

/** The values of several text fields, in page order. */
function values(fields: Locator): Promise<string[]> {
  return fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

async function download(page: Page, button: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

test.describe('pricing strategy worksheet', () => {
  test('walks six steps, summarises, survives a reload, prints, downloads and clears', async ({
    page,
  }) => {
    const problems = trackProblems(page);
    await open(page, '/pricing-strategy-worksheet');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Pricing Strategy Worksheet');
    await expect(page.getByRole('link', {name: 'Back to Toolkit'})).toHaveAttribute(
      'href',
      '/margin-audit-toolkit',
    );

    const progress = page.getByRole('progressbar', {name: 'Worksheet progress'});
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 6');
    expect(Number(await progress.getAttribute('value'))).toBeCloseTo(16.67, 1);
    await expect(page.getByRole('button', {name: 'Previous'})).toBeDisabled();

    const summary = page.getByRole('complementary', {name: 'Pricing summary'});
    await expect(summary.getByRole('definition')).toHaveText([
      'Not specified',
      'Not specified',
      'Not specified',
      'Not specified',
    ]);

    await page.getByLabel('Product or service name').fill('Copper fittings, trade pack');
    await page.getByRole('button', {name: 'Next'}).click();
    await expect(page.getByRole('heading', {name: 'Step 2: Value proposition'})).toBeFocused();
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    const cards = page.getByRole('navigation', {name: 'Worksheet steps'}).getByRole('button');
    await expect(cards).toHaveCount(6);
    await expect(cards.nth(0)).toContainText('done');
    await expect(cards.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(cards.nth(2)).toContainText('to do');

    // Jump straight to the last step: nothing is locked.
    await cards.nth(5).click();
    await expect(page.getByText('Step 6 of 6')).toBeVisible();
    expect(Number(await progress.getAttribute('value'))).toBe(100);
    await expect(page.getByRole('button', {name: 'Complete'})).toBeDisabled();
    await page.getByLabel('Pricing objective (strategy)').fill('Value-based');
    await page.getByLabel('Recommended price').fill('$27.00 a pack');
    await expect(summary.getByRole('definition')).toHaveText([
      'Copper fittings, trade pack',
      '$27.00 a pack',
      'Value-based',
      'Not specified',
    ]);
    await page.getByRole('button', {name: 'Previous'}).click();
    await expect(page.getByText('Step 5 of 6')).toBeVisible();
    await cards.nth(5).click();

    await reload(page);
    await expect(page.getByText('Step 6 of 6')).toBeVisible();
    await expect(page.getByLabel('Recommended price')).toHaveValue('$27.00 a pack');
    await expect(summary.getByRole('definition').first()).toHaveText('Copper fittings, trade pack');

    await summary.getByRole('button', {name: 'Print summary'}).click();
    expect(await printCalls(page)).toBe(1);

    const file = await download(page, summary.getByRole('button', {name: 'Download (.txt)'}));
    expect(file.suggestedFilename()).toBe('pricing-strategy-summary.txt');
    const text = await downloadedText(file);
    expect(text).toContain(
      'SUMMARY\r\nProduct: Copper fittings, trade pack\r\nRecommended price: $27.00 a pack\r\nStrategy: Value-based\r\nJustification: Not specified\r\n',
    );
    expect(text).toContain('STEP 2: VALUE PROPOSITION\r\nValue proposition:\r\nNot specified');

    await summary.getByRole('button', {name: 'Clear'}).click();
    await page.getByRole('button', {name: 'Yes, clear'}).click();
    await expect(summary.getByRole('definition').first()).toHaveText('Not specified');
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await reload(page);
    await expect(page.getByLabel('Product or service name')).toHaveValue('');

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('works with the keyboard alone', async ({page}) => {
    await open(page, '/pricing-strategy-worksheet');
    const name = page.getByLabel('Product or service name');
    for (
      let presses = 0;
      presses < 40 && !(await name.evaluate((el) => el === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(name).toBeFocused();
    await page.keyboard.type('Valve kits');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Target market')).toBeFocused();
    await page.keyboard.type('Plumbing contractors');
    // Previous is disabled on step 1, so the next stop is Next.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Next'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', {name: 'Step 2: Value proposition'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Value proposition')).toBeFocused();
    await page.keyboard.type('Next-morning delivery');
    await expect(
      page.getByRole('complementary', {name: 'Pricing summary'}).getByRole('definition').first(),
    ).toHaveText('Valve kits');

    // Clear asks first; "Keep" takes focus, and Escape-free keyboard use can still confirm.
    const clear = page.getByRole('button', {name: 'Clear', exact: true});
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Keep'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', {name: 'Yes, clear'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Clear', exact: true})).toBeFocused();
    await expect(page.getByLabel('Product or service name')).toHaveValue('');
  });
});

test.describe('margin leak checklist', () => {
  /** Ticks the boxes from the `from`-th up to the `to`-th (the ones before are ticked). */
  async function tickUpTo(page: Page, from: number, to: number): Promise<void> {
    const boxes = page.getByRole('checkbox');
    for (let index = from; index < to; index += 1) await boxes.nth(index).check();
  }

  test('scores 48 checks with the verdict edges, survives a reload, prints and resets', async ({
    page,
  }) => {
    await open(page, '/margin-leak-assessment');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      '47-Point Margin Leak Checklist',
    );
    await expect(page.getByRole('checkbox')).toHaveCount(48);
    await expect(page.getByRole('heading', {level: 2})).toHaveCount(6 + 3); // sections, score, next steps, CTA
    await expect(page.getByText('this edition holds 48 checks')).toBeVisible();

    const percent = page.getByTestId('checklist-percent');
    const verdict = page.getByTestId('checklist-verdict');
    await expect(percent).toHaveText('0%');
    await expect(verdict).toHaveText('High risk of significant margin leaks');

    const cases: [number, string, string][] = [
      [18, '38%', 'High risk of significant margin leaks'],
      [19, '40%', 'Moderate risk of margin leaks'],
      [28, '58%', 'Moderate risk of margin leaks'],
      [29, '60%', 'Good, with room for improvement'],
      [38, '79%', 'Good, with room for improvement'],
      [39, '81%', 'Excellent margin management'],
    ];
    let ticked = 0;
    for (const [count, shown, text] of cases) {
      await tickUpTo(page, ticked, count);
      ticked = count;
      await expect(percent).toHaveText(shown);
      await expect(verdict).toHaveText(text);
    }
    await expect(page.getByText('39 of 48 checks in place')).toBeVisible();

    await reload(page);
    await expect(percent).toHaveText('81%');
    await expect(page.getByRole('checkbox').nth(38)).toBeChecked();
    await expect(page.getByRole('checkbox').nth(39)).not.toBeChecked();

    const nextSteps = page.getByRole('heading', {name: 'Next steps'}).locator('..');
    await expect(nextSteps.getByRole('link', {name: 'Book Strategy Call'})).toHaveAttribute(
      'href',
      '/book-call',
    );
    await expect(
      nextSteps.getByRole('link', {name: `See How ${site.productName} Helps`}),
    ).toHaveAttribute('href', '/how-it-works');

    await page.getByRole('button', {name: 'Print Checklist'}).click();
    expect(await printCalls(page)).toBe(1);
    await page.emulateMedia({media: 'print'});
    await expect(page.locator('.navbar')).toBeHidden();
    await expect(nextSteps).toBeHidden();
    await expect(page.getByRole('button', {name: 'Print Checklist'})).toBeHidden();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await page.emulateMedia({media: 'screen'});

    await page.getByRole('button', {name: 'Reset'}).click();
    await page.getByRole('button', {name: 'Yes, reset'}).click();
    await expect(percent).toHaveText('0%');
    await reload(page);
    await expect(percent).toHaveText('0%');
  });

  test('ticks with the space bar', async ({page}) => {
    await open(page, '/margin-leak-assessment');
    const first = page.getByRole('checkbox').first();
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('checklist-percent')).toHaveText('4%'); // 2 / 48 = 4.17
  });
});

test.describe('customer profitability calculator', () => {
  const field = (page: Page, label: string) => page.getByLabel(label, {exact: true});

  test('shows all eighteen fields with the defaults of the specification', async ({page}) => {
    await open(page, '/customer-profitability-calculator');
    const form = page.getByRole('group', {name: 'Customer figures (one year)'});
    await expect(form.getByRole('textbox')).toHaveCount(18);
    const defaults: [string, string][] = [
      ['Annual revenue', ''],
      ['Average order value', ''],
      ['Number of orders a year', ''],
      ['Product cost', ''],
      ['Shipping cost', ''],
      ['Payment processing rate', '2.9'],
      ['Sales commission', ''],
      ['Customer service hours a year', ''],
      ['Service hourly rate', '50'],
      ['Account management hours a year', ''],
      ['Account management hourly rate', '75'],
      ['Acquisition cost', ''],
      ['Retention cost', ''],
      ['Credit terms', '30'],
      ['Bad debt rate', '0.5'],
      ['Return rate', '2'],
      ['Customisation costs', ''],
      ['Special handling costs', ''],
    ];
    for (const [label, value] of defaults) {
      await expect(field(page, label)).toHaveValue(value);
      // A blank field shows a greyed 0: blank counts as 0.
      await expect(field(page, label)).toHaveAttribute('placeholder', '0');
    }
    await expect(page.getByTestId('profitability-status')).toContainText(
      'Enter the customer’s figures',
    );

    // Rate fields step by 0.1 with the arrow keys.
    await field(page, 'Payment processing rate').press('ArrowUp');
    await expect(field(page, 'Payment processing rate')).toHaveValue('3.0');
    await field(page, 'Bad debt rate').press('ArrowDown');
    await expect(field(page, 'Bad debt rate')).toHaveValue('0.4');
  });

  test('gives the hand-worked figures and every status, saves, reopens, resets and prints', async ({
    page,
  }) => {
    const problems = trackProblems(page);
    await open(page, '/customer-profitability-calculator');
    const entries: [string, string][] = [
      ['Annual revenue', '100,000'],
      ['Product cost', '60000'],
      ['Shipping cost', '5000'],
      ['Sales commission', '3000'],
      ['Customer service hours a year', '20'],
      ['Account management hours a year', '10'],
      ['Acquisition cost', '1000'],
      ['Retention cost', '500'],
      ['Customisation costs', '800'],
      ['Special handling costs', '400'],
      ['Number of orders a year', '40'],
      ['Average order value', '2500'],
    ];
    for (const [label, value] of entries) await field(page, label).fill(value);

    await expect(page.getByTestId('result-revenue')).toHaveText('$100,000');
    await expect(page.getByTestId('result-costs')).toHaveText('$78,261');
    await expect(page.getByTestId('result-profit')).toHaveText('$21,739');
    await expect(page.getByTestId('result-margin')).toHaveText('21.7%');
    await expect(page.getByTestId('result-clv')).toHaveText('$21,739');
    await expect(page.getByText(/Defined here as one year’s customer profit/)).toBeVisible();
    const status = page.getByTestId('profitability-status');
    await expect(status).toContainText('Excellent');
    await expect(page.getByText('Profit per order')).toBeVisible();

    const breakdown = page.getByRole('table', {name: 'Annual cost to serve, by cost line'});
    await expect(breakdown.getByRole('row', {name: /Credit \(cost of terms\)/})).toContainText(
      '$411',
    );
    await expect(breakdown.getByRole('row', {name: /Account management/})).toContainText('$750');
    await expect(breakdown.getByRole('row', {name: /Total costs/})).toContainText('$78,261');

    const bands: [string, string, string][] = [
      ['70000', '11.7%', 'Good'],
      ['75000', '6.7%', 'Marginal'],
      ['85000', '-3.3%', 'Unprofitable'],
    ];
    for (const [cost, margin, label] of bands) {
      await field(page, 'Product cost').fill(cost);
      await expect(page.getByTestId('result-margin')).toHaveText(margin);
      await expect(status).toContainText(label);
    }

    // Unreadable text counts as 0, with a notice beside the field.
    await field(page, 'Product cost').fill('sixty thousand');
    await expect(page.getByText('Counted as 0.')).toBeVisible();
    await expect(page.getByTestId('result-costs')).toHaveText('$18,261');
    await field(page, 'Product cost').fill('60000');
    await expect(page.getByText('Counted as 0.')).toHaveCount(0);

    await page.getByLabel('Customer or calculation name').fill('Acme Trading');
    await page.getByRole('button', {name: 'Save Calculation'}).click();
    const saved = page.getByRole('region', {name: 'Saved calculations'});
    await expect(saved.getByText('Acme Trading')).toBeVisible();
    await expect(saved).toContainText('21.7% margin');

    await page.getByRole('button', {name: 'Print Report'}).click();
    expect(await printCalls(page)).toBe(1);

    await page.getByRole('button', {name: 'Analyze Another Customer'}).click();
    await expect(field(page, 'Annual revenue')).toHaveValue('');
    await expect(field(page, 'Annual revenue')).toBeFocused();
    await expect(field(page, 'Payment processing rate')).toHaveValue('2.9');
    await expect(page.getByTestId('result-revenue')).toHaveText('$0');
    await expect(status).toContainText('Enter the customer’s figures');

    await reload(page);
    await expect(saved.getByText('Acme Trading')).toBeVisible();
    await saved.getByRole('button', {name: 'Open Acme Trading'}).click();
    await expect(field(page, 'Annual revenue')).toHaveValue('100,000');
    await expect(page.getByTestId('result-margin')).toHaveText('21.7%');
    await saved.getByRole('button', {name: 'Delete Acme Trading'}).click();
    await expect(saved.getByText('Nothing saved yet')).toBeVisible();

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('puts inputs on the left and results on the right on a desktop', async ({page}) => {
    await open(page, '/customer-profitability-calculator');
    const inputs = await page
      .getByRole('group', {name: 'Customer figures (one year)'})
      .boundingBox();
    const results = await page.getByRole('heading', {name: 'Results'}).boundingBox();
    expect(inputs && results && results.x > inputs.x + inputs.width - 1).toBe(true);
  });
});

test.describe('cost structure template', () => {
  test('lists the defaults, totals and shares, adds and removes, exports CSV and keeps it', async ({
    page,
  }) => {
    await open(page, '/cost-structure-template');
    const direct = page.getByRole('region', {name: 'Direct costs', exact: true});
    const indirect = page.getByRole('region', {name: 'Indirect costs', exact: true});
    const names = (list: Locator) => list.getByRole('textbox', {name: /^Name of/});
    await expect
      .poll(() => values(names(direct)))
      .toEqual(['Raw Materials', 'Direct Labor', 'Manufacturing Supplies']);
    await expect
      .poll(() => values(names(indirect)))
      .toEqual([
        'Rent & Utilities',
        'Insurance',
        'Administrative Salaries',
        'Marketing & Advertising',
      ]);
    await expect(page.getByTestId('summary-total')).toHaveText('$0.00');
    await expect(page.getByTestId('summary-direct-share')).toHaveCount(0);
    await expect(
      page.getByText('Enter amounts to see the direct and indirect shares.'),
    ).toBeVisible();

    await page.getByLabel('Amount of Raw Materials').fill('3000');
    await page.getByLabel('Amount of Direct Labor').fill('1000.505');
    await page.getByLabel('Amount of Rent & Utilities').fill('1,000');
    await page.getByLabel('Amount of Insurance').fill('n/a');
    await expect(indirect.getByText('Counted as 0.')).toBeVisible();
    await expect(page.getByTestId('summary-direct')).toHaveText('$4,000.51');
    await expect(page.getByTestId('summary-indirect')).toHaveText('$1,000.00');
    await expect(page.getByTestId('summary-total')).toHaveText('$5,000.51');
    await expect(page.getByTestId('summary-direct-share')).toHaveText('80.0% of total');
    await expect(page.getByTestId('summary-indirect-share')).toHaveText('20.0% of total');
    await expect(page.getByTestId('direct-subtotal')).toHaveText('$4,000.51');

    await direct.getByRole('button', {name: 'Add direct cost'}).click();
    await expect
      .poll(() => values(names(direct)))
      .toEqual(['Raw Materials', 'Direct Labor', 'Manufacturing Supplies', '']);
    await expect(names(direct).last()).toBeFocused();
    await expect(direct.getByLabel('Amount of direct cost 4')).toHaveValue('0');
    await page.keyboard.type('Packaging');
    await direct.getByRole('button', {name: 'Remove Direct Labor'}).click();
    await expect
      .poll(() => values(names(direct)))
      .toEqual(['Raw Materials', 'Manufacturing Supplies', 'Packaging']);
    await expect(page.getByTestId('summary-direct')).toHaveText('$3,000.00');
    await expect(page.getByTestId('summary-direct-share')).toHaveText('75.0% of total');

    const file = await download(page, page.getByRole('button', {name: 'Export Template'}));
    expect(file.suggestedFilename()).toBe('cost-structure-template.csv');
    expect(await downloadedText(file)).toBe(
      [
        'Category,Item,Amount (USD),Share of total (%)',
        'Direct,Raw Materials,3000,75',
        'Direct,Manufacturing Supplies,0,0',
        'Direct,Packaging,0,0',
        'Indirect,Rent & Utilities,1000,25',
        'Indirect,Insurance,0,0',
        'Indirect,Administrative Salaries,0,0',
        'Indirect,Marketing & Advertising,0,0',
        'Total,Direct costs,3000,75',
        'Total,Indirect costs,1000,25',
        'Total,All costs,4000,100',
        '',
      ].join('\r\n'),
    );

    await reload(page);
    await expect
      .poll(() => values(names(direct)))
      .toEqual(['Raw Materials', 'Manufacturing Supplies', 'Packaging']);
    await expect(page.getByTestId('summary-total')).toHaveText('$4,000.00');
    await page.getByRole('button', {name: 'Reset'}).click();
    await page.getByRole('button', {name: 'Yes, reset'}).click();
    await expect(names(direct)).toHaveCount(3);
    await expect(page.getByTestId('summary-total')).toHaveText('$0.00');
  });
});

test.describe('customer segmentation guide', () => {
  const segments = (page: Page) => page.getByTestId('segment');

  test('segments the sample live, adds and removes rows, exports and keeps the table', async ({
    page,
  }) => {
    await open(page, '/customer-segmentation-guide');
    await expect
      .poll(() => values(page.getByLabel(/^Customer name, row/)))
      .toEqual(['Customer A', 'Customer B', 'Customer C']);
    await expect
      .poll(() => values(page.getByLabel(/^Revenue \(/)))
      .toEqual(['50000', '25000', '75000']);
    await expect.poll(() => values(page.getByLabel(/^Frequency \(/))).toEqual(['12', '6', '18']);
    await expect.poll(() => values(page.getByLabel(/^Recency \(/))).toEqual(['30', '60', '15']);
    await expect.poll(() => values(page.getByLabel(/^Margin \(/))).toEqual(['25', '15', '35']);
    await expect(segments(page)).toHaveText([
      'Segment: Champion',
      'Segment: New',
      'Segment: Champion',
    ]);

    // B becomes Loyal, then Potential, then At Risk; A slips from Champion to Loyal.
    await page.getByLabel('Revenue (USD a year), Customer B').fill('35,000');
    await page.getByLabel('Frequency (orders a year), Customer B').fill('9');
    await page.getByLabel('Margin (%), Customer B').fill('15.5');
    await expect(segments(page).nth(1)).toHaveText('Segment: Loyal');
    await page.getByLabel('Margin (%), Customer B').fill('15');
    await page.getByLabel('Recency (days since last order), Customer B').fill('59');
    await expect(segments(page).nth(1)).toHaveText('Segment: Potential');
    await page.getByLabel('Revenue (USD a year), Customer B').fill('20000');
    await page.getByLabel('Recency (days since last order), Customer B').fill('91');
    await expect(segments(page).nth(1)).toHaveText('Segment: At Risk');
    await page.getByLabel('Recency (days since last order), Customer A').fill('45');
    await expect(segments(page).nth(0)).toHaveText('Segment: Loyal');
    // Frequency is a whole number: 10.9 reads as 10, which is not above 10.
    await page.getByLabel('Recency (days since last order), Customer A').fill('44');
    await page.getByLabel('Frequency (orders a year), Customer A').fill('10.9');
    await expect(page.getByText('Whole numbers only: read as 10.')).toBeVisible();
    await expect(segments(page).nth(0)).toHaveText('Segment: Loyal');
    await page.getByLabel('Frequency (orders a year), Customer A').fill('11');
    await expect(segments(page).nth(0)).toHaveText('Segment: Champion');

    await page.getByRole('button', {name: 'Add customer'}).click();
    await expect(page.getByLabel('Customer name, row 4')).toBeFocused();
    await page.keyboard.type('Delta Supplies');
    await expect(segments(page).nth(3)).toHaveText('Segment: At Risk');
    await page.getByRole('button', {name: 'Remove Customer C'}).click();
    await expect
      .poll(() => values(page.getByLabel(/^Customer name, row/)))
      .toEqual(['Customer A', 'Customer B', 'Delta Supplies']);
    await expect(page.getByRole('list', {name: 'Customers per segment'})).toContainText(
      '1 Champion',
    );

    const file = await download(page, page.getByRole('button', {name: 'Export CSV'}));
    expect(file.suggestedFilename()).toBe('customer-segments.csv');
    expect(await downloadedText(file)).toBe(
      [
        'Customer,Revenue (USD),Frequency (orders a year),Recency (days since last purchase),Margin (%),Segment',
        'Customer A,50000,11,44,25,Champion',
        'Customer B,20000,9,91,15,At Risk',
        'Delta Supplies,0,0,0,0,At Risk',
        '',
      ].join('\r\n'),
    );

    await reload(page);
    await expect
      .poll(() => values(page.getByLabel(/^Customer name, row/)))
      .toEqual(['Customer A', 'Customer B', 'Delta Supplies']);

    // Importing is covered in csv-import.spec.ts.
    await page.getByRole('button', {name: 'Reset to sample'}).click();
    await page.getByRole('button', {name: 'Yes, reset'}).click();
    await expect(segments(page)).toHaveText([
      'Segment: Champion',
      'Segment: New',
      'Segment: Champion',
    ]);
  });
  // Its explainer (strategy cards, RFM parts, steps) is checked over the built HTML in
  // tests/built/tools.test.ts.
});

test.describe('on a 375 px phone', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('the calculator stacks its results under the inputs and still computes', async ({page}) => {
    await open(page, '/customer-profitability-calculator');
    await page.getByLabel('Annual revenue', {exact: true}).fill('365000');
    await expect(page.getByTestId('result-costs')).toHaveText('$21,210');
    await expect(page.getByTestId('result-margin')).toHaveText('94.2%');
    const inputs = await page
      .getByRole('group', {name: 'Customer figures (one year)'})
      .boundingBox();
    const results = await page.getByRole('heading', {name: 'Results'}).boundingBox();
    expect(inputs && results && results.y > inputs.y + inputs.height - 1).toBe(true);
    await page.getByRole('link', {name: 'Jump to the results'}).click();
    await expect(page.getByRole('heading', {name: 'Results'})).toBeInViewport();
  });

  test('the segmentation table becomes labelled cards', async ({page}) => {
    await open(page, '/customer-segmentation-guide');
    await expect(
      page
        .locator('label[for="customer-0-revenue"]')
        .getByText('Revenue (USD a year)', {exact: true}),
    ).toBeVisible();
    // Margin 5 fails Champion and Loyal; revenue and recency make it Potential.
    await page.getByLabel('Margin (%), Customer A').fill('5');
    await expect(page.getByTestId('segment').first()).toHaveText('Segment: Potential');
  });
});
