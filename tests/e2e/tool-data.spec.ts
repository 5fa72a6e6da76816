/**
 * The visitor's data in the free tools: a storage that refuses writes, entries that cannot be
 * read, data stored by earlier versions of the site, the "your data" page, share
 * links and oversized tables. (The storage rules themselves are unit-tested in
 * src/lib/storage; this drives them through the pages.)
 */
import {readFileSync} from 'node:fs';
import {expect, test, type BrowserContext, type Download, type Page} from '@playwright/test';
import {TOOL_RECORDS} from '../../src/data/toolRecords';
import {waitForHydration} from './support/site';

/** The keys today's pages read, in the shapes earlier versions of the site wrote there. */
const LEGACY = {
  worksheet: 'tools.pricing-worksheet.v1',
  checklist: 'tools.margin-leak-checklist.v1',
  fields: 'tools.profitability-calculator.current.v1',
  saved: 'tools.profitability-calculator.saved.v1',
  costs: 'tools.cost-template.v1',
  segmentation: 'tools.customer-segmentation.v1',
} as const;

const PROFITABILITY_DEFAULTS = {
  annualRevenue: '',
  averageOrderValue: '',
  numberOfOrders: '',
  productCost: '',
  shippingCost: '',
  paymentProcessingRate: '2.9',
  salesCommission: '',
  customerServiceHours: '',
  hourlyServiceRate: '50',
  accountManagementHours: '',
  hourlyAccountRate: '75',
  acquisitionCost: '',
  retentionCost: '',
  creditTerms: '30',
  badDebtRate: '0.5',
  returnRate: '2',
  customizationCosts: '',
  specialHandlingCosts: '',
};

function savedCalculation(id: string, name: string, revenue: string) {
  return {
    id,
    name,
    savedAt: '2025-02-03T10:00:00.000Z',
    fields: {...PROFITABILITY_DEFAULTS, annualRevenue: revenue, productCost: '60000'},
  };
}

/** Puts items in the browser's storage before the site's first script, once per tab. */
async function seed(target: Page | BrowserContext, items: Record<string, unknown>): Promise<void> {
  await target.addInitScript(
    (entries) => {
      if (sessionStorage.getItem('seeded')) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', 'yes');
    },
    Object.fromEntries(Object.entries(items).map(([key, value]) => [key, JSON.stringify(value)])),
  );
}

async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

async function downloadedJson(file: Download): Promise<unknown> {
  return JSON.parse(readFileSync(await file.path(), 'utf8')) as unknown;
}

/** Each stored record's data, read straight from storage. */
function storedData(page: Page, key: string): Promise<unknown> {
  return page.evaluate((storageKey) => {
    const raw = localStorage.getItem(storageKey);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}

/** The name of the first customer the segmentation guide has stored. */
async function firstStoredCustomer(page: Page): Promise<string | undefined> {
  const record = (await storedData(page, 'tools.customer-segmentation')) as {
    data?: {name: string}[];
  } | null;
  return record?.data?.[0]?.name;
}

const notSaving = (page: Page) => page.getByTestId('not-saving-notice');

test.describe('a storage that refuses every write', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function refuse() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
  });

  test('keeps typing, ticking and adding rows working, says once that nothing is saved, and Save does not claim success', async ({
    page,
  }) => {
    await open(page, '/customer-profitability-calculator');
    const revenue = page.getByLabel('Annual revenue', {exact: true});
    await revenue.fill('100000');
    await page.getByLabel('Product cost', {exact: true}).fill('60000');
    await expect(revenue).toHaveValue('100000');
    await expect(page.getByTestId('result-revenue')).toHaveText('$100,000');
    await expect(notSaving(page)).toHaveCount(1);
    await expect(notSaving(page)).toContainText('storage is full');

    await page.getByLabel('Customer or calculation name').fill('Acme Trading');
    await page.getByRole('button', {name: 'Save Calculation'}).click();
    const toasts = page.getByRole('region', {name: /Notifications/});
    await expect(toasts).toContainText('kept on this page only');
    await expect(toasts).not.toContainText('Saved “Acme Trading”');
    await expect(notSaving(page)).toHaveCount(1);

    await open(page, '/margin-leak-assessment');
    const first = page.getByRole('checkbox').first();
    await first.check();
    await expect(first).toBeChecked();
    await expect(page.getByText('1 of 8').first()).toBeVisible();
    await expect(notSaving(page)).toBeVisible();

    await open(page, '/customer-segmentation-guide');
    await page.getByRole('button', {name: 'Add customer'}).click();
    await expect(page.getByLabel('Customer name, row 4')).toBeFocused();
    await page.keyboard.type('Delta Supplies');
    await expect(page.getByLabel('Customer name, row 4')).toHaveValue('Delta Supplies');
    await page.getByLabel('Revenue (USD a year), Delta Supplies').fill('45000');
    await expect(page.getByLabel('Revenue (USD a year), Delta Supplies')).toHaveValue('45000');
    await expect(notSaving(page)).toHaveCount(1);

    await open(page, '/cost-structure-template');
    await page.getByRole('button', {name: 'Add direct cost'}).click();
    await page.keyboard.type('Packaging');
    await expect(page.getByLabel('Name of direct cost 4')).toHaveValue('Packaging');
    await expect(notSaving(page)).toBeVisible();

    await open(page, '/pricing-strategy-worksheet');
    await page.locator('#worksheet-productName').fill('Valves');
    await expect(page.locator('#worksheet-productName')).toHaveValue('Valves');
    await expect(notSaving(page)).toBeVisible();
  });
});

test.describe('stored entries that cannot be read', () => {
  test('shows the good saved calculations, sets the odd one aside with a download, and the next save keeps them all', async ({
    page,
  }) => {
    const odd = {name: 'Old customer', revenue: 50000, costs: 30000};
    await seed(page, {
      [LEGACY.saved]: [
        savedCalculation('a', 'Acme Ltd', '100000'),
        odd,
        savedCalculation('b', 'Brown & Co', '80000'),
      ],
    });
    await open(page, '/customer-profitability-calculator');
    const saved = page.getByRole('region', {name: 'Saved calculations'});
    await expect(saved.getByRole('button', {name: /^Open /})).toHaveText(['Open', 'Open']);
    await expect(saved.getByRole('button', {name: 'Open Acme Ltd'})).toBeVisible();
    await expect(saved.getByRole('button', {name: 'Open Brown & Co'})).toBeVisible();
    const notice = page.getByTestId('set-aside-notice');
    await expect(notice).toContainText('1 stored entry');
    await expect(notice).toContainText('saved calculation 2');

    const file = await download(page, () =>
      notice.getByRole('button', {name: 'Download what was set aside'}).click(),
    );
    expect(file.suggestedFilename()).toMatch(/^set-aside-.+\.json$/);
    expect(await downloadedJson(file)).toMatchObject({entries: [{value: odd}]});

    await page.getByLabel('Customer or calculation name').fill('Cole Industrial');
    await page.getByRole('button', {name: 'Save Calculation'}).click();
    await expect(saved.getByRole('button', {name: /^Open /})).toHaveCount(3);

    await page.reload();
    await waitForHydration(page);
    await expect(saved.getByRole('button', {name: /^Open /})).toHaveCount(3);
    await expect(page.getByTestId('set-aside-notice')).toContainText('saved calculation 2');
    const record = (await storedData(page, 'tools.profitability-calculator.saved')) as {
      data: {name: string}[];
      setAside: {value: unknown}[];
    };
    expect(record.data.map((entry) => entry.name)).toEqual([
      'Cole Industrial',
      'Acme Ltd',
      'Brown & Co',
    ]);
    expect(record.setAside.map((entry) => entry.value)).toEqual([odd]);

    await page.getByTestId('set-aside-notice').getByRole('button', {name: 'Discard them'}).click();
    await page.getByRole('button', {name: 'Yes, discard'}).click();
    await expect(page.getByTestId('set-aside-notice')).toHaveCount(0);
  });

  test('keeps the readable customer rows and sets aside the odd one', async ({page}) => {
    await seed(page, {
      [LEGACY.segmentation]: [
        {name: 'Acme', revenue: '50000', frequency: '12', recency: '30', margin: '25'},
        {customer: 'Odd', sales: 1},
        {name: 'Brown', revenue: '25000', frequency: '6', recency: '60', margin: '15'},
      ],
    });
    await open(page, '/customer-segmentation-guide');
    await expect(page.getByLabel(/^Customer name, row/)).toHaveCount(2);
    await expect(page.getByLabel('Customer name, row 2')).toHaveValue('Brown');
    await expect(page.getByTestId('set-aside-notice')).toContainText('customer row 2');
  });
});

test('reads the data earlier versions of the site stored, in every tool', async ({page}) => {
  await seed(page, {
    [LEGACY.worksheet]: {
      step: 3,
      answers: {
        productName: 'Ball valves',
        targetMarket: 'Water utilities',
        valueProposition: '',
        costStructure: '',
        competitorPrices: '',
        customerBudget: '',
        pricingObjective: '',
        pricePoint: '$42',
        justification: '',
      },
    },
    [LEGACY.checklist]: {'0-0': true, '0-1': true, '1-0': false},
    [LEGACY.fields]: {...PROFITABILITY_DEFAULTS, annualRevenue: '250000'},
    [LEGACY.costs]: {
      direct: [{name: 'Steel', amount: '1200'}],
      indirect: [{name: 'Rent', amount: '800'}],
    },
    [LEGACY.segmentation]: [
      {name: 'Acme', revenue: '50000', frequency: '12', recency: '30', margin: '25'},
    ],
  });
  await open(page, '/pricing-strategy-worksheet');
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await page
    .getByRole('button', {name: /Step 1/})
    .first()
    .click();
  await expect(page.locator('#worksheet-productName')).toHaveValue('Ball valves');

  await open(page, '/margin-leak-assessment');
  await expect(page.getByRole('checkbox', {checked: true})).toHaveCount(2);

  await open(page, '/customer-profitability-calculator');
  await expect(page.getByLabel('Annual revenue', {exact: true})).toHaveValue('250000');

  await open(page, '/cost-structure-template');
  await expect(page.getByLabel('Name of direct cost 1')).toHaveValue('Steel');
  await expect(page.getByTestId('indirect-subtotal')).toHaveText('$800.00');

  await open(page, '/customer-segmentation-guide');
  await expect(page.getByLabel('Customer name, row 1')).toHaveValue('Acme');
  await expect(page.getByTestId('set-aside-notice')).toHaveCount(0);

  // The first change moves the record to its versioned key and drops the old one.
  await page.getByLabel('Customer name, row 1').fill('Acme Ltd');
  await expect
    .poll(() => storedData(page, 'tools.customer-segmentation'))
    .toMatchObject({kind: 'tool-record', version: 1, data: [{name: 'Acme Ltd'}]});
  expect(await storedData(page, LEGACY.segmentation)).toBeNull();
});

test('offline, a link to another page keeps the visitor on the tool and says why', async ({
  context,
  page,
}) => {
  await open(page, '/customer-profitability-calculator');
  await page.getByLabel('Annual revenue', {exact: true}).fill('120000');
  await context.setOffline(true);
  await page.getByRole('link', {name: 'Your data in this browser'}).first().click();
  await expect(
    page.getByText(/^You are offline: “Your data in this browser” needs a connection/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/customer-profitability-calculator$/);
  await expect(page.getByLabel('Annual revenue', {exact: true})).toHaveValue('120000');
  await context.setOffline(false);
  await page.getByRole('link', {name: 'Your data in this browser'}).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Your data in this browser');
});

test('code that loads with the first result waits out a lost connection instead of failing the page', async ({
  context,
  page,
}) => {
  await open(page, '/customer-profitability-calculator');
  // Every script fetched from now on fails, as it would offline.
  await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.getByLabel('Annual revenue', {exact: true}).fill('120000');
  const bring = page.getByRole('checkbox', {name: 'Bring these figures to my call'});
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Customer Profitability/);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(bring).toHaveCount(0);
  await page.unroute('**/assets/js/**');
  await context.setOffline(false);
  await expect(bring).toBeVisible();
  await expect(page.getByLabel('Annual revenue', {exact: true})).toHaveValue('120000');
});

test.describe('your data in this browser', () => {
  test('lists, exports, clears and imports every tool’s data, and the tools follow in this tab and others', async ({
    context,
  }) => {
    await seed(context, {
      [LEGACY.checklist]: {'0-0': true, '0-1': true},
      [LEGACY.segmentation]: [
        {name: 'Acme', revenue: '50000', frequency: '12', recency: '30', margin: '25'},
        {name: 'Brown', revenue: '25000', frequency: '6', recency: '60', margin: '15'},
      ],
    });
    const page = await context.newPage();
    const tool = await context.newPage();
    await open(tool, '/margin-leak-assessment');
    await expect(tool.getByRole('checkbox', {checked: true})).toHaveCount(2);

    await open(page, '/your-data');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Your data in this browser');
    const summaries = page.getByTestId('record-summary');
    await expect(summaries.filter({hasText: '2 of 48 checks ticked'})).toHaveCount(1);
    await expect(summaries.filter({hasText: '2 customers'})).toHaveCount(1);

    const file = await download(page, () => page.getByRole('button', {name: 'Export all'}).click());
    expect(file.suggestedFilename()).toMatch(/^free-tools-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = (await downloadedJson(file)) as {
      kind: string;
      records: Record<string, unknown>;
    };
    expect(exported.kind).toBe('tool-data-export');
    expect(Object.keys(exported.records)).toHaveLength(TOOL_RECORDS.length);
    expect(exported.records['tools.customer-segmentation']).toMatchObject({
      version: 1,
      data: [{name: 'Acme'}, {name: 'Brown'}],
    });

    await page.getByRole('button', {name: 'Clear all'}).click();
    await page.getByRole('button', {name: 'Yes, clear everything'}).click();
    await expect(summaries.filter({hasText: '0 of 48 checks ticked'})).toHaveCount(1);
    await expect(summaries.filter({hasText: '3 customers'})).toHaveCount(1);
    await expect(tool.getByRole('checkbox', {checked: true})).toHaveCount(0);

    const text = readFileSync(await file.path(), 'utf8');
    const edited = JSON.parse(text) as {records: Record<string, {data: unknown[]}>};
    edited.records['tools.customer-segmentation']?.data.push({name: 'Odd row'});
    await page.getByLabel('Import a file').setInputFiles({
      name: 'my-tools.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(edited)),
    });
    const report = page.getByTestId('import-report');
    await expect(report).toContainText('Imported my-tools.json');
    await expect(report).toContainText('2 customers; 1 entry could not be read and was set aside');
    await expect(tool.getByRole('checkbox', {checked: true})).toHaveCount(2);

    // In the same tab, the tool shows what was imported.
    await page.getByRole('link', {name: 'Customer Segmentation Guide'}).click();
    await expect(page.getByLabel('Customer name, row 2')).toHaveValue('Brown');
    await expect(page.getByTestId('set-aside-notice')).toContainText('customer row 3');
  });

  test('refuses a file that is not an export, with a message', async ({page}) => {
    await open(page, '/your-data');
    await page.getByLabel('Import a file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await expect(
      page.getByRole('alert').filter({hasText: 'Could not import notes.json'}),
    ).toContainText('not an export');
  });
});

test.describe('share links', () => {
  /** Clicks "Share as a link" and gives the link shown. */
  async function shareLink(page: Page): Promise<string> {
    await page.getByRole('button', {name: 'Share as a link'}).click();
    const link = page.getByTestId('share-link');
    await expect(link).toHaveValue(/\?share=1[zj]/);
    const url = await link.inputValue();
    expect(url.length).toBeLessThanOrEqual(2000);
    return url;
  }

  test('every tool opens from its link as it was shared', async ({browser, page}) => {
    const cases: {
      route: string;
      set: (page: Page) => Promise<void>;
      check: (page: Page) => Promise<void>;
    }[] = [
      {
        route: '/pricing-strategy-worksheet',
        set: async (p) => {
          await p.locator('#worksheet-productName').fill('Ball valves');
          await p.getByRole('button', {name: 'Next'}).click();
        },
        check: async (p) => {
          await expect(p.getByText('Step 2 of 6')).toBeVisible();
          await p.getByRole('button', {name: 'Previous'}).click();
          await expect(p.locator('#worksheet-productName')).toHaveValue('Ball valves');
        },
      },
      {
        route: '/margin-leak-assessment',
        set: (p) => p.getByRole('checkbox').nth(2).check(),
        check: (p) => expect(p.getByRole('checkbox').nth(2)).toBeChecked(),
      },
      {
        route: '/customer-profitability-calculator',
        set: async (p) => {
          await p.getByLabel('Annual revenue', {exact: true}).fill('100,000');
          await p.getByLabel('Product cost', {exact: true}).fill('60000');
          await p.getByLabel('Customer or calculation name').fill('Acme Trading');
        },
        check: async (p) => {
          await expect(p.getByTestId('result-revenue')).toHaveText('$100,000');
          await expect(p.getByLabel('Customer or calculation name')).toHaveValue('Acme Trading');
        },
      },
      {
        route: '/cost-structure-template',
        set: (p) => p.getByLabel('Name of direct cost 1').fill('Steel'),
        check: (p) => expect(p.getByLabel('Name of direct cost 1')).toHaveValue('Steel'),
      },
      {
        route: '/customer-segmentation-guide',
        set: (p) => p.getByLabel('Customer name, row 1').fill('Acme Ltd'),
        check: (p) => expect(p.getByLabel('Customer name, row 1')).toHaveValue('Acme Ltd'),
      },
    ];
    for (const {route, set, check} of cases) {
      await open(page, route);
      await set(page);
      const url = await shareLink(page);
      // Someone else, with nothing of their own in this tool yet.
      const other = await browser.newContext();
      const visitor = await other.newPage();
      await open(visitor, url);
      await check(visitor);
      await expect(visitor).toHaveURL((address) => !address.search.includes('share='));
      await other.close();
    }
  });

  test('a visitor with work of their own sees the shared copy beside it, and chooses', async ({
    page,
  }) => {
    await open(page, '/customer-segmentation-guide');
    await page.getByLabel('Customer name, row 1').fill('Shared Co');
    const url = await shareLink(page);
    await page.getByLabel('Customer name, row 1').fill('My own Co');
    await expect.poll(() => firstStoredCustomer(page)).toBe('My own Co');

    await open(page, url);
    const notice = page.getByTestId('shared-copy-notice');
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Customer name, row 1')).toHaveValue('Shared Co');
    await notice.getByRole('button', {name: 'Back to my own'}).click();
    await expect(page.getByLabel('Customer name, row 1')).toHaveValue('My own Co');

    await open(page, url);
    await page
      .getByTestId('shared-copy-notice')
      .getByRole('button', {name: /^Keep this/})
      .click();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Customer name, row 1')).toHaveValue('Shared Co');
  });

  test('the your-data page exports what is stored, never a shared copy a tool is showing', async ({
    page,
  }) => {
    await open(page, '/customer-segmentation-guide');
    await page.getByLabel('Customer name, row 1').fill('Shared Co');
    const url = await shareLink(page);
    await page.getByLabel('Customer name, row 1').fill('My own Co');
    await expect.poll(() => firstStoredCustomer(page)).toBe('My own Co');

    await open(page, url);
    await expect(page.getByTestId('shared-copy-notice')).toBeVisible();
    await expect(page.getByLabel('Customer name, row 1')).toHaveValue('Shared Co');
    // On to the your-data page within the app: the tool's stores stay as they are.
    await page.getByRole('link', {name: 'Your data in this browser'}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Your data in this browser');
    const file = await download(page, () => page.getByRole('button', {name: 'Export all'}).click());
    const exported = (await downloadedJson(file)) as {
      records: Record<string, {data: {name: string}[]}>;
    };
    expect(exported.records['tools.customer-segmentation']?.data[0]?.name).toBe('My own Co');
  });

  test('says plainly when a state is too large for a link, and when a link is damaged', async ({
    page,
  }) => {
    const rows = Array.from({length: 400}, (_, index) => ({
      name: `Customer ${Math.sin(index + 1)
        .toString(36)
        .slice(2, 12)}`,
      revenue: String(1000 + index * 37),
      frequency: String(index % 20),
      recency: String(index % 150),
      margin: String(index % 40),
    }));
    await seed(page, {[LEGACY.segmentation]: rows});
    await open(page, '/customer-segmentation-guide');
    // The stored table is read after hydration: share once it is on the page.
    await expect(page.locator('#customer-399-name')).toHaveValue(rows[399]!.name);
    await page.getByRole('button', {name: 'Share as a link'}).click();
    await expect(page.getByTestId('share-too-large')).toContainText('too large to share as a link');
    await expect(page.getByTestId('share-link')).toHaveCount(0);

    await open(page, '/margin-leak-assessment?share=1zAAAA');
    await expect(page.getByRole('region', {name: /Notifications/})).toContainText(
      'damaged or incomplete',
    );
    await expect(page.getByRole('checkbox', {checked: true})).toHaveCount(0);
  });
});

test('a table far larger than the tool is built for opens, a page at a time, and offers to trim it', async ({
  page,
}) => {
  // Big enough to need two pages; opening 20,000 is measured by `npm run bench:tools`.
  const rows = Array.from({length: 1200}, (_, index) => ({
    name: `Customer ${index + 1}`,
    revenue: '50000',
    frequency: '12',
    recency: '30',
    margin: '25',
  }));
  await seed(page, {[LEGACY.segmentation]: rows});
  await open(page, '/customer-segmentation-guide');
  const notice = page.getByTestId('oversized-notice');
  await expect(notice).toContainText('1,200 customers');
  await expect(page.getByText('Showing customers 1 to 1,000 of 1,200')).toBeVisible();
  // Rows are found by position: a label such as "row 1" also matches "row 10".
  const nameOfRow = (row: number) => page.locator(`#customer-${row - 1}-name`);
  await expect(nameOfRow(1)).toHaveValue('Customer 1');
  await expect(nameOfRow(1000)).toHaveValue('Customer 1000');
  await expect(nameOfRow(1001)).toHaveCount(0);

  await notice.getByRole('button', {name: 'Keep the first 1,000'}).click();
  await page.getByRole('button', {name: 'Yes, keep the first'}).click();
  await expect(page.getByTestId('oversized-notice')).toHaveCount(0);
  await expect(page.getByText(/^Showing customers/)).toHaveCount(0);
  await expect(page.getByRole('list', {name: 'Customers per segment'})).toContainText(
    '1000 Champion',
  );
  await expect(nameOfRow(1001)).toHaveCount(0);
});
