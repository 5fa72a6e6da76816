/**
 * The pricing page's tabs and the FAQ accordion, and the ROI calculator from the empty form
 * to its results, its link and back.
 */
import {expect} from 'vitest';
import {PLANS, SUBSCRIPTION_BANDS} from '../../../src/data/pricing';
import {formatMultiple, formatUsd} from '../../../src/lib/numbers/format';
import {calculateRoi} from '../../../src/lib/roi/calculate';
import type {Tab} from '../support/tab';
import type {Scenario} from './scenario';

const tab = (range: string) => `tab~=${range}`;
const shownPanel = 'tabpanel';

async function expectSelected(page: Tab, range: string): Promise<void> {
  await expect.poll(() => page.attribute(tab(range), 'aria-selected')).toBe('true');
}

/** The worked example of the calculator, as the form takes it and the address keeps it. */
const ROI_INPUTS = {revenue: 5_000_000, margin: 25, customers: 200, skus: 1_000};
const ROI_FIELDS: [label: string, typed: string][] = [
  ['Annual Revenue ($)', '5,000,000'],
  ['Average Gross Margin (%)', '25'],
  ['# of Active Customers', '200'],
  ['# of SKUs / Product Lines', '1,000'],
];
/** A form field by the start of its label (the labels go on to say "(required)"). */
const field = (label: string) => `label~=${label}`;
const ROI_QUERY = `revenue=${ROI_INPUTS.revenue}&margin=${ROI_INPUTS.margin}&customers=${ROI_INPUTS.customers}&skus=${ROI_INPUTS.skus}`;

/** The figure after a <dt> of that label. */
function figure(page: Tab, label: string): Promise<string | null> {
  return page.evaluate((wanted) => {
    const term = Array.from(document.querySelectorAll('dt')).find(
      (each) => each.textContent?.trim() === wanted,
    );
    const value = term?.nextElementSibling;
    return value ? (value.textContent ?? '').trim() : null;
  }, label);
}

export const MARKETING_SCENARIOS: readonly Scenario[] = [
  {
    name: 'pricing tabs show each plan, by pointer and arrow keys, and keep the range in the address',
    async run(page) {
      await page.open('/pricing');
      await page.click(tab('$10M-$25M'));
      await expectSelected(page, '$10M-$25M');
      await expect.poll(() => page.url()).toMatch(/\/pricing\?range=10-25m$/);
      const growth = PLANS.growth;
      await expect.poll(() => page.text(shownPanel)).toContain(`${growth.name} plan`);
      expect(await page.text(shownPanel)).toContain(`${formatUsd(growth.monthly)}/month`);
      expect(await page.text(shownPanel)).toContain(
        `Save ${formatUsd(growth.annual.savingPerYear)} per year`,
      );

      await page.press('ArrowRight');
      await expectSelected(page, '$25M+');
      await expect.poll(() => page.url()).toMatch(/\?range=25m-plus$/);
      await expect.poll(() => page.text(shownPanel)).toContain(`${PLANS.enterprise.name} plan`);
      await page.press('Home');
      await expectSelected(page, '$0-$10M');
      await expect.poll(() => page.text(shownPanel)).toContain(`${PLANS.sme.name} plan`);

      // A shared address opens on its range once the page has hydrated.
      await page.open('/pricing?range=25m-plus');
      await expectSelected(page, '$25M+');
    },
  },
  {
    name: 'the FAQ opens one answer at a time and moves between questions with the arrows',
    async run(page) {
      await page.open('/pricing');
      const question = (index: number) => `#faq >> button >> nth=${index}`;
      const answerShown = async (index: number) => {
        const id = await page.attribute(question(index), 'aria-controls');
        return page.count(`[id="${id}"]`);
      };
      await page.click(question(0));
      await expect.poll(() => page.attribute(question(0), 'aria-expanded')).toBe('true');
      expect(await answerShown(0)).toBe(1);
      await page.click(question(1));
      await expect.poll(() => page.attribute(question(1), 'aria-expanded')).toBe('true');
      expect(await page.attribute(question(0), 'aria-expanded')).toBe('false');
      expect(await answerShown(0)).toBe(0);

      const names = await page.evaluate(() =>
        window.__engine.findAll('#faq >> button').map((button) => window.__engine.nameOf(button)),
      );
      await page.focus(question(0));
      await page.press('ArrowDown');
      await expect.poll(() => page.focused()).toBe(names[1]);
      await page.press('End');
      await expect.poll(() => page.focused()).toBe(names.at(-1));
      await page.press('ArrowDown');
      await expect.poll(() => page.focused()).toBe(names[0]);
      await page.press('Space');
      await expect.poll(() => page.attribute(question(0), 'aria-expanded')).toBe('true');
    },
  },
  {
    name: 'the ROI calculator computes the worked example to the dollar, copies its link and recalculates',
    async run(page) {
      const worked = calculateRoi(
        {revenue: ROI_INPUTS.revenue, customers: ROI_INPUTS.customers, skus: ROI_INPUTS.skus},
        SUBSCRIPTION_BANDS,
      );
      await page.open('/calculate-roi');
      expect(await page.attribute('button=Calculate', 'disabled')).not.toBeNull();
      for (const [label, typed] of ROI_FIELDS) await page.fill(field(label), typed);
      await expect.poll(() => page.attribute('button=Calculate', 'disabled')).toBeNull();
      await page.click('button=Calculate');

      await expect.poll(() => page.text('heading=Your estimated return')).not.toBeNull();
      await expect.poll(() => page.url()).toMatch(new RegExp(`/calculate-roi\\?${ROI_QUERY}$`));
      expect(await figure(page, 'Total value per year')).toBe(formatUsd(worked.totalValue));
      expect(await figure(page, 'Margin recovered per year')).toBe(
        formatUsd(worked.marginRecovered),
      );
      expect(await figure(page, 'ROI multiple')).toBe(formatMultiple(worked.roiMultiple));
      expect(await figure(page, 'Subscription cost')).toBe(
        `${formatUsd(worked.subscriptionCost)} a year`,
      );
      expect(await figure(page, 'Net annual benefit')).toBe(formatUsd(worked.netAnnualBenefit));

      await page.click('button=Copy link');
      await expect
        .poll(() => page.text('region=Notifications >> status'))
        .toBe('Link copied. Anyone who opens it sees these results.');
      expect(await page.clipboard()).toBe(await page.url());

      await page.click('button=Recalculate');
      await expect.poll(() => page.value(field('Annual Revenue ($)'))).toBe('5,000,000');
      await expect.poll(() => page.url()).toMatch(/\/calculate-roi$/);

      // The copied link opens the same results.
      await page.open(`/calculate-roi?${ROI_QUERY}`);
      await expect
        .poll(() => figure(page, 'Total value per year'))
        .toBe(formatUsd(worked.totalValue));
    },
  },
];
