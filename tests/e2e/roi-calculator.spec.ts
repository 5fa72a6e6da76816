import {expect, test, type Locator, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {trackProblems, switchColorMode, waitForHydration} from './support/site';
import {SUBSCRIPTION_BANDS} from '../../src/data/pricing';
import {formatMultiple, formatUsd} from '../../src/lib/numbers/format';
import {calculateRoi} from '../../src/lib/roi/calculate';
import {formatPaybackDays} from '../../src/lib/roi/explain';

const ROUTE = '/calculate-roi';
/** The worked example as the calculator writes it into the address. */
const SHARE_QUERY = 'revenue=5000000&margin=25&customers=200&skus=1000';

const LABELS = {
  revenue: 'Annual Revenue ($)',
  margin: 'Average Gross Margin (%)',
  customers: '# of Active Customers',
  skus: '# of SKUs / Product Lines',
  salesReps: '# of Sales Reps (optional)',
} as const;

type Field = keyof typeof LABELS;

const field = (page: Page, name: Field): Locator => page.getByLabel(LABELS[name]);
const calculateButton = (page: Page) => page.getByRole('button', {name: 'Calculate'});
const resultsHeading = (page: Page) =>
  page.getByRole('heading', {level: 2, name: 'Your estimated return'});

/** The figure shown for a label in a card or total (a <dt> and the <dd> after it). */
const figure = (page: Page, label: string): Locator =>
  page
    .locator('dt')
    .filter({hasText: new RegExp(`^${label}$`)})
    .locator('xpath=following-sibling::dd[1]');

/** One line of the methodology: its working and result. */
const step = (page: Page, label: string): Locator =>
  page.getByRole('listitem').filter({has: page.getByText(label, {exact: true})});

async function openCalculator(page: Page, query = ''): Promise<void> {
  await page.goto(query ? `${ROUTE}?${query}` : ROUTE);
  await waitForHydration(page);
}

async function fillForm(page: Page, values: Partial<Record<Field, string>>): Promise<void> {
  for (const [name, text] of Object.entries(values) as [Field, string][]) {
    await field(page, name).fill(text);
  }
}

/**
 * The worked example's figures that follow from the plan's price (the value figures do not):
 * the subscription of its band and what it makes of the return, from the unit-tested formulas.
 */
const WORKED = calculateRoi({revenue: 5_000_000, customers: 200, skus: 1_000}, SUBSCRIPTION_BANDS);
const COST = formatUsd(WORKED.subscriptionCost);
const MULTIPLE = formatMultiple(WORKED.roiMultiple);
const PAYBACK = formatPaybackDays(WORKED.paybackDays);
const NET = formatUsd(WORKED.netAnnualBenefit);

/** Every figure of the worked example: $5,000,000 revenue, 25% margin, 200 customers, 1,000 SKUs. */
async function expectWorkedExample(page: Page): Promise<void> {
  await expect(resultsHeading(page)).toBeVisible();
  await expect(figure(page, 'Margin recovered per year')).toHaveText('$100,000');
  await expect(figure(page, 'Time-saved value per year')).toHaveText('$32,500');
  await expect(figure(page, 'ROI multiple')).toHaveText(MULTIPLE);
  await expect(figure(page, 'Payback')).toHaveText(PAYBACK);
  await expect(figure(page, 'Total value per year')).toHaveText('$157,500');
  await expect(figure(page, 'Subscription cost')).toHaveText(`${COST} a year`);
  await expect(
    page.getByText(`${formatUsd(WORKED.monthlyCost)} a month, ${WORKED.band.label}`),
  ).toBeVisible();
  await expect(figure(page, 'Net annual benefit')).toHaveText(NET);

  const lines: [string, string, string][] = [
    ['Margin recovered per year', '2% × $5,000,000 annual revenue', '$100,000'],
    [
      'Hours saved per week',
      '10 + 200 customers ÷ 100 + 1,000 SKUs ÷ 50 = 32 hours, capped at 25',
      '25 hours',
    ],
    ['Time-saved value per year', '25 hours × 52 weeks × $25 an hour', '$32,500'],
    ['Quote accuracy value per year', '0.5% × $5,000,000', '$25,000'],
    ['Total value per year', '$100,000 + $32,500 + $25,000', '$157,500'],
    ['Subscription cost per year', `${WORKED.band.label} band`, COST],
    ['Subscription cost per month', `${COST} ÷ 12`, formatUsd(WORKED.monthlyCost)],
    ['ROI multiple', `$157,500 ÷ ${COST}`, MULTIPLE],
    ['Payback', `${COST} ÷ $157,500 × 365 days`, PAYBACK],
    ['Net annual benefit', `$157,500 − ${COST}`, NET],
  ];
  for (const [label, working, result] of lines) {
    await expect(step(page, label), label).toContainText(working);
    await expect(step(page, label), label).toContainText(result);
  }
  await expect(page.getByRole('img', {name: /^Bar chart\./})).toHaveAccessibleName(
    `Bar chart. Margin recovered: $100,000 a year; Time saved: $32,500 a year; Quote accuracy: $25,000 a year; Subscription cost: ${COST} a year.`,
  );
  await expect(page.getByRole('link', {name: 'Book Your Demo'})).toHaveAttribute(
    'href',
    '/book-call',
  );
}

for (const width of [1280, 375]) {
  test.describe(`ROI calculator at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    // The form as served (an empty labelled field per figure, hints, the promise) is checked
    // over the built HTML in tests/built/tools.test.ts.
    test('Calculate is disabled until revenue, margin, customers and SKUs all hold text', async ({
      page,
    }) => {
      await openCalculator(page);
      await expect(calculateButton(page)).toBeDisabled();
      await fillForm(page, {revenue: '5,000,000', margin: '25', customers: '200'});
      await expect(calculateButton(page)).toBeDisabled();
      await fillForm(page, {skus: '1,000'});
      await expect(calculateButton(page)).toBeEnabled();
      await fillForm(page, {margin: ''});
      await expect(calculateButton(page)).toBeDisabled();
      await fillForm(page, {margin: '25', salesReps: ''});
      await expect(calculateButton(page)).toBeEnabled();
    });

    test('a full calculation is right to the dollar, and Recalculate keeps the values', async ({
      page,
    }) => {
      const problems = trackProblems(page);
      await openCalculator(page);
      await fillForm(page, {revenue: '5,000,000', margin: '25', customers: '200', skus: '1,000'});
      await calculateButton(page).click();

      await expectWorkedExample(page);
      await expect(page).toHaveURL(`${ROUTE}?${SHARE_QUERY}`);
      await expect(resultsHeading(page)).toBeFocused();
      await expect(page.getByRole('status').filter({hasText: 'Results ready'})).toHaveText(
        `Results ready: total value $157,500 a year, ROI ${MULTIPLE}, payback in ${PAYBACK.toLowerCase()}, net annual benefit ${NET}.`,
      );

      await page.getByRole('button', {name: 'Recalculate'}).click();
      await expect(field(page, 'revenue')).toBeFocused();
      await expect(field(page, 'revenue')).toHaveValue('5,000,000');
      await expect(field(page, 'margin')).toHaveValue('25');
      await expect(field(page, 'customers')).toHaveValue('200');
      await expect(field(page, 'skus')).toHaveValue('1,000');
      await expect(page).toHaveURL(ROUTE);
      await expect(calculateButton(page)).toBeEnabled();

      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    test('a shared link reopens the results, and Recalculate fills the form from it', async ({
      page,
    }) => {
      const problems = trackProblems(page);
      await openCalculator(page, SHARE_QUERY);
      await expectWorkedExample(page);

      await page.getByRole('button', {name: 'Recalculate'}).click();
      await expect(field(page, 'revenue')).toHaveValue('5000000');
      await expect(field(page, 'skus')).toHaveValue('1000');
      expect(problems.pageErrors, 'no hydration or other errors').toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    test('bad values show their message beside the field and are not calculated', async ({
      page,
    }) => {
      await openCalculator(page);
      await fillForm(page, {revenue: '-5000', margin: '25', customers: '200', skus: '1000'});
      await expect(field(page, 'revenue')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'revenue')).toHaveAccessibleDescription(
        /Revenue cannot be negative/,
      );
      await calculateButton(page).click();
      await expect(
        page.getByRole('alert').filter({hasText: 'correct the highlighted'}),
      ).toBeVisible();
      await expect(field(page, 'revenue')).toBeFocused();
      await expect(resultsHeading(page)).toHaveCount(0);
      await expect(page).toHaveURL(ROUTE);

      await fillForm(page, {revenue: '1e400'});
      await expect(page.getByText('This number is too large to work with.')).toBeVisible();
      await fillForm(page, {revenue: '5000000', margin: '120'});
      await expect(page.getByText('A gross margin cannot be above 100%.')).toBeVisible();
      await calculateButton(page).click();
      await expect(field(page, 'margin')).toBeFocused();
      await expect(resultsHeading(page)).toHaveCount(0);
    });

    test('letters in customers count as 0, with a notice, and the result follows', async ({
      page,
    }) => {
      await openCalculator(page);
      await fillForm(page, {revenue: ' 5e6 ', margin: '25%', customers: 'many', skus: '100'});
      await expect(field(page, 'customers')).toHaveAccessibleDescription(/counts as 0 customers/);
      await expect(field(page, 'customers')).not.toHaveAttribute('aria-invalid', 'true');
      await calculateButton(page).click();
      // 10 + 0 ÷ 100 + 100 ÷ 50 = 12 hours × 52 × $25 = $15,600.
      await expect(figure(page, 'Time-saved value per year')).toHaveText('$15,600');
      await expect(figure(page, 'Margin recovered per year')).toHaveText('$100,000');
      await expect(figure(page, 'Total value per year')).toHaveText('$140,600');
      await expect(page).toHaveURL(`${ROUTE}?revenue=5000000&margin=25&customers=0&skus=100`);
    });
  });
}

test('amounts written as "$5M" and "250k" are read back beside the field and calculated', async ({
  page,
}) => {
  await openCalculator(page);
  await fillForm(page, {revenue: '$5M', margin: '25', customers: '200', skus: '1k'});
  await expect(field(page, 'revenue')).toHaveAccessibleDescription(/read as \$5,000,000/);
  await expect(field(page, 'skus')).toHaveAccessibleDescription(/read as 1,000/);
  // A figure written out plainly is not read back.
  await expect(field(page, 'customers')).not.toHaveAccessibleDescription(/read as/);
  await calculateButton(page).click();
  await expectWorkedExample(page);
  await expect(page).toHaveURL(`${ROUTE}?${SHARE_QUERY}`);

  await page.getByRole('button', {name: 'Recalculate'}).click();
  await fillForm(page, {revenue: '250k'});
  await expect(field(page, 'revenue')).toHaveAccessibleDescription(/read as \$250,000/);
  await calculateButton(page).click();
  await expect(resultsHeading(page)).toBeVisible();
  // 2% of $250,000.
  await expect(figure(page, 'Margin recovered per year')).toHaveText('$5,000');
  await expect(page.getByText(/Based on annual revenue of \$250,000/)).toBeVisible();
});

test('revenue that reads as $0, as letters or as zero, asks for revenue instead of giving an estimate', async ({
  page,
}) => {
  await openCalculator(page);
  for (const revenue of ['abc', '0']) {
    await fillForm(page, {revenue, margin: '25', customers: '200', skus: '1000'});
    await expect(field(page, 'revenue')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'revenue')).toHaveAccessibleDescription(
      /Enter your annual revenue, for example 5,000,000 or \$5M/,
    );
    await calculateButton(page).click();
    await expect(field(page, 'revenue')).toBeFocused();
    await expect(resultsHeading(page)).toHaveCount(0);
    await expect(page).toHaveURL(ROUTE);
  }
  // A shared address with no revenue opens the form with the same message, not results.
  await openCalculator(page, 'revenue=0&margin=25&customers=200&skus=1000');
  await expect(resultsHeading(page)).toHaveCount(0);
  await expect(field(page, 'revenue')).toHaveAttribute('aria-invalid', 'true');
});

test('works with the keyboard alone', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCalculator(page);

  // The skip link, then the first field of the page's main content. (Tabbing through the
  // navbar's search box instead starts its index download, and the search plugin moves
  // focus back to the box when the download ends: a known Chromium behaviour.)
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(field(page, 'revenue')).toBeFocused();
  await page.keyboard.type('5,000,000');
  for (const text of ['25', '200', '1,000']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Tab'); // the optional sales-reps field
  await page.keyboard.press('Tab');
  await expect(calculateButton(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(resultsHeading(page)).toBeFocused();
  await expectWorkedExample(page);

  const tabTo = async (name: string) => {
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (text === name) return;
    }
    throw new Error(`"${name}" was not reached with Tab`);
  };

  await tabTo('Copy link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', {name: 'Notifications'}).getByRole('status')).toHaveText(
    'Link copied. Anyone who opens it sees these results.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}${ROUTE}?${SHARE_QUERY}`,
  );

  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', {name: 'Recalculate'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field(page, 'revenue')).toBeFocused();
  await expect(field(page, 'revenue')).toHaveValue('5,000,000');

  // Enter in a field submits the form once it is complete.
  await page.keyboard.press('Enter');
  await expect(resultsHeading(page)).toBeFocused();
});

test('Copy link falls back when the Clipboard API is missing', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {value: undefined, configurable: true});
    document.execCommand = () => true;
  });
  await openCalculator(page, SHARE_QUERY);
  await page.getByRole('button', {name: 'Copy link'}).click();
  await expect(page.getByRole('region', {name: 'Notifications'}).getByRole('status')).toHaveText(
    'Link copied. Anyone who opens it sees these results.',
  );
});

test('Print opens the print dialog and the printout is one clean page', async ({page}) => {
  await openCalculator(page, SHARE_QUERY);
  await page.evaluate(() => {
    (window as unknown as {printed: number}).printed = 0;
    window.print = () => {
      (window as unknown as {printed: number}).printed += 1;
    };
  });
  await page.getByRole('button', {name: 'Print'}).click();
  expect(await page.evaluate(() => (window as unknown as {printed: number}).printed)).toBe(1);

  await page.emulateMedia({media: 'print'});
  await expect(page.locator('nav.navbar')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  for (const name of ['Recalculate', 'Copy link', 'Print']) {
    await expect(page.getByRole('button', {name})).toBeHidden();
  }
  await expect(page.getByRole('link', {name: 'Book Your Demo'})).toBeHidden();
  await expect(page.getByRole('heading', {name: 'What the estimate counts'})).toBeHidden();
  await expect(figure(page, 'Net annual benefit')).toBeVisible();

  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({format, printBackground: false});
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length, `${format} pages`).toBe(1);
  }
});

test('the static HTML of a share link is the form (the address is read after hydration)', async ({
  page,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${ROUTE}?${SHARE_QUERY}`);
  await expect(page.getByRole('heading', {name: 'Your business in four figures'})).toBeVisible();
  await expect(resultsHeading(page)).toHaveCount(0);
});

test('the results view and a form with messages have no axe violations, light or dark', async ({
  page,
}) => {
  await openCalculator(page, SHARE_QUERY);
  await expect(resultsHeading(page)).toBeVisible();
  expect(await axeViolations(page), 'results, light').toEqual([]);
  await switchColorMode(page, 'dark');
  await expect(resultsHeading(page)).toBeVisible();
  expect(await axeViolations(page), 'results, dark').toEqual([]);

  await openCalculator(page);
  await fillForm(page, {revenue: 'abc', margin: '150', customers: '-1', skus: '10'});
  await calculateButton(page).click();
  expect(await axeViolations(page), 'form with messages, dark').toEqual([]);
  await switchColorMode(page, 'light');
  await fillForm(page, {revenue: 'abc', margin: '150', customers: '-1', skus: '10'});
  expect(await axeViolations(page), 'form with messages, light').toEqual([]);
});
