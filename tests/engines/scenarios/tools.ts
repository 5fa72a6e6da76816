/**
 * The free tools: the profitability calculator with figures as people type them and its
 * share link (copied to the clipboard), the segmentation table edited, imported from a CSV
 * file through its preview dialog and exported as a real download, and the page that lists,
 * exports, clears and imports the visitor's data.
 */
import path from 'node:path';
import {expect} from 'vitest';
import {CHECKLIST_ITEM_COUNT} from '../../../src/data/marginLeakChecklist';
import {formatPercent, formatUsd} from '../../../src/lib/numbers/format';
import {readBack} from '../../../src/lib/numbers/readBack';
import {
  PROFITABILITY_DEFAULTS,
  calculateProfitability,
  parseProfitabilityText,
} from '../../../src/lib/profitability/profitability';
import {
  CUSTOMER_CSV_FILE_NAME,
  EMPTY_CUSTOMER,
  SAMPLE_CUSTOMERS,
  customersToCsv,
  readCustomer,
  type CustomerRowText,
} from '../../../src/lib/segmentation/segmentation';
import type {Scenario} from './scenario';

const SEGMENTATION = '/customer-segmentation-guide';

const segmentsOf = (rows: readonly CustomerRowText[]) =>
  rows.map((row) => `Segment: ${readCustomer(row).segment}`);

/** A calendar date some days before today, as an ERP export writes it with a time. */
function exportedDate(daysAgo: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())} 14:00`;
}

export const TOOL_SCENARIOS: readonly Scenario[] = [
  {
    name: 'the profitability calculator reads "5M" and "1,200.50", and its share link is copied',
    async run(page) {
      await page.openAfresh('/customer-profitability-calculator');
      const typed = {annualRevenue: '5M', productCost: '3,000,000', shippingCost: '1,200.50'};
      await page.fill('label=Annual revenue', typed.annualRevenue);
      await page.fill('label=Product cost', typed.productCost);
      await page.fill('label=Shipping cost', typed.shippingCost);

      const {inputs} = parseProfitabilityText({...PROFITABILITY_DEFAULTS, ...typed});
      const result = calculateProfitability(inputs);
      await expect
        .poll(() => page.text('testid=result-revenue'))
        .toBe(formatUsd(result.totalRevenue));
      expect(await page.text('testid=result-costs')).toBe(formatUsd(result.totalCosts));
      expect(await page.text('testid=result-profit')).toBe(formatUsd(result.grossProfit));
      expect(await page.text('testid=result-margin')).toBe(formatPercent(result.profitMargin));
      expect(await page.description('label=Annual revenue')).toContain(
        readBack(typed.annualRevenue, 'usd'),
      );
      const shipping = readBack(typed.shippingCost, 'usd');
      if (shipping) expect(await page.description('label=Shipping cost')).toContain(shipping);
      expect(await page.attribute('label=Shipping cost', 'inputmode')).toBe('decimal');

      await page.click('button=Share as a link');
      await expect.poll(() => page.value('testid=share-link')).toMatch(/\?share=1[zj]/);
      const link = (await page.value('testid=share-link'))!;
      await expect
        .poll(() => page.text('region=Notifications >> status'))
        .toBe('Link copied. Anyone who opens it sees this calculation as it is now.');
      expect(await page.clipboard()).toBe(link);

      // Someone else, with nothing of their own in this tool, opens the link.
      await page.forget();
      await page.open(link);
      await expect.poll(() => page.value('label=Annual revenue')).toBe(typed.annualRevenue);
      expect(await page.value('label=Shipping cost')).toBe(typed.shippingCost);
      await expect.poll(() => page.text('testid=result-costs')).toBe(formatUsd(result.totalCosts));
      await expect.poll(() => page.url()).not.toContain('share=');
      await page.forget();
    },
  },
  {
    name: 'the segmentation table is edited live, gains a row and exports a CSV file',
    async run(page) {
      await page.openAfresh(SEGMENTATION);
      const names = () => page.values('label~=Customer name, row');
      await expect.poll(names).toEqual(SAMPLE_CUSTOMERS.map((row) => row.name));
      await expect.poll(() => page.texts('testid=segment')).toEqual(segmentsOf(SAMPLE_CUSTOMERS));

      const [first, second, third] = SAMPLE_CUSTOMERS as [
        CustomerRowText,
        CustomerRowText,
        CustomerRowText,
      ];
      const edited = {...second, revenue: '35,000', frequency: '9', margin: '15.5'};
      await page.fill(`label=Revenue (USD a year), ${second.name}`, edited.revenue);
      await page.fill(`label=Frequency (orders a year), ${second.name}`, edited.frequency);
      await page.fill(`label=Margin (%), ${second.name}`, edited.margin);
      await page.click('button=Add customer');
      const added = {...EMPTY_CUSTOMER, name: 'Delta Supplies'};
      await page.fill('label=Customer name, row 4', added.name);
      const rows = [first, edited, third, added];
      await expect.poll(() => page.texts('testid=segment')).toEqual(segmentsOf(rows));

      const file = await page.download(() => page.click('button=Export CSV'));
      expect(file.name).toBe(CUSTOMER_CSV_FILE_NAME);
      // A byte-order mark first, so spreadsheets read the file as UTF-8.
      expect(file.text).toBe(`\uFEFF${customersToCsv(rows)}`);

      await page.reload();
      await expect.poll(names).toEqual(rows.map((row) => row.name));
      await page.forget();
    },
  },
  {
    name: 'a CSV import shows its preview dialog, reads dates with a time, and replaces the table',
    async run(page) {
      await page.openAfresh(SEGMENTATION);
      const names = () => page.values('label~=Customer name, row');
      const file = page.writeFile(
        'crm.csv',
        [
          'Customer ID,Customer Name,Revenue,Orders,Last Order Date,GM%',
          `C-001,Acme Ltd,"45,000",14,${exportedDate(20)},22`,
          `C-002,Old Mill,8000,2,${exportedDate(120)},12`,
          '',
        ].join('\r\n'),
      );
      await page.chooseFile('label=Import CSV', file);
      const dialog = 'dialog';
      await expect
        .poll(() => page.text(`${dialog} >> h2`))
        .toBe(`Check the import from ${path.basename(file)}`);
      expect(await page.text(dialog)).toContain('Acme Ltd');
      expect(await page.text(dialog)).toContain('$45,000');
      // Nothing changes until the visitor confirms.
      expect(await names()).toEqual(SAMPLE_CUSTOMERS.map((row) => row.name));

      // Escape closes the dialog and leaves the table as it was.
      await page.press('Escape');
      await expect.poll(() => page.count(dialog)).toBe(0);
      expect(await names()).toEqual(SAMPLE_CUSTOMERS.map((row) => row.name));

      await page.chooseFile('label=Import CSV', file);
      await page.click(`${dialog} >> button~=Replace the table with 2 customers`);
      await expect.poll(() => page.count(dialog)).toBe(0);
      await expect.poll(names).toEqual(['Acme Ltd', 'Old Mill']);
      expect(await page.values('label~=Recency (days since last order)')).toEqual(['20', '120']);
      expect(await page.values('label~=Revenue (USD a year)')).toEqual(['45000', '8000']);
      await expect
        .poll(() => page.text('testid=import-message'))
        .toContain(`Imported 2 customers from ${path.basename(file)}`);
      await page.forget();
    },
  },
  {
    name: 'your data in this browser: listed, exported as a file, cleared and imported back',
    async run(page) {
      await page.openAfresh('/margin-leak-assessment');
      for (const index of [0, 1]) await page.click(`checkbox >> nth=${index}`);
      await expect.poll(() => page.count('input[type="checkbox"]:checked')).toBe(2);

      await page.open('/your-data');
      const summary = (ticked: number) =>
        `testid=record-summary >> text=${ticked} of ${CHECKLIST_ITEM_COUNT} checks ticked`;
      await expect.poll(() => page.count(summary(2))).toBe(1);

      const file = await page.download(() => page.click('button=Export all'));
      expect(file.name).toMatch(/^free-tools-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(file.text) as {kind: string; records: Record<string, unknown>};
      expect(exported.kind).toBe('tool-data-export');

      await page.click('button=Clear all');
      await page.click('button=Yes, clear everything');
      await expect.poll(() => page.count(summary(0))).toBe(1);

      await page.chooseFile('label=Import a file', page.writeFile(file.name, file.text));
      await expect.poll(() => page.text('testid=import-report')).toContain(`Imported ${file.name}`);
      await expect.poll(() => page.count(summary(2))).toBe(1);

      await page.open('/margin-leak-assessment');
      await expect.poll(() => page.count('input[type="checkbox"]:checked')).toBe(2);
      await page.forget();
    },
  },
];
