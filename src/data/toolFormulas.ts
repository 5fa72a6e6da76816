/**
 * How each calculator and free tool works, in words, for readers without a browser (the
 * site's llms.txt and each tool's Markdown version). The figures come from the constants the
 * tools compute with, so the words cannot drift from the arithmetic.
 */
import {CHECKLIST_ITEM_COUNT} from '@site/src/data/marginLeakChecklist';
import {FREE_TOOLS, type FreeToolKey} from '@site/src/data/freeTools';
import {VERDICT_THRESHOLDS} from '@site/src/lib/checklist/checklist';
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {PROFITABILITY_METHOD} from '@site/src/data/profitabilityCalculator';
import {ROI_CALCULATOR_PAGE} from '@site/src/data/roiCalculatorPage';
import {
  BASE_HOURS_PER_WEEK,
  CUSTOMERS_PER_HOUR,
  DAYS_PER_YEAR,
  HOURLY_RATE,
  MARGIN_RECOVERY_RATE,
  MAX_HOURS_PER_WEEK,
  MAX_QUOTE_ACCURACY_VALUE,
  MONTHS_PER_YEAR,
  QUOTE_ACCURACY_RATE,
  SKUS_PER_HOUR,
  WEEKS_PER_YEAR,
} from '@site/src/lib/roi/calculate';
import {SEGMENT_THRESHOLDS} from '@site/src/lib/segmentation/segmentation';
import {ANNUAL_DISCOUNT} from '@site/src/lib/pricing/annual';

export interface ToolDescription {
  readonly path: string;
  readonly name: string;
  readonly description: string;
  /** What the visitor types or picks. */
  readonly inputs: string;
  /** The formulas and rules, one per line. */
  readonly formulas: readonly string[];
}

const percent = (share: number) => formatPercent(share * 100, share * 100 < 1 ? 1 : 0);
const {champion, loyal, potential, atRisk} = SEGMENT_THRESHOLDS;

const FORMULAS: Readonly<
  Record<FreeToolKey, Omit<ToolDescription, 'path' | 'name' | 'description'>>
> = {
  pricingWorksheet: {
    inputs:
      'Six steps of written answers: product and market, value proposition, cost structure, competition, customer budget, pricing decision.',
    formulas: [
      'No arithmetic: the summary gathers the answers into a recommended price and its justification; an unanswered field reads "Not specified".',
    ],
  },
  marginLeakChecklist: {
    inputs: `${CHECKLIST_ITEM_COUNT} yes/no controls in six areas (pricing, discounts, customers, costs, invoicing, reporting).`,
    formulas: [
      `Completion % = controls ticked ÷ ${CHECKLIST_ITEM_COUNT} × 100, rounded to a whole percent.`,
      `Verdict: ${VERDICT_THRESHOLDS.excellent}% or more excellent; ${VERDICT_THRESHOLDS.good}-${VERDICT_THRESHOLDS.excellent - 1}% good; ${VERDICT_THRESHOLDS.moderate}-${VERDICT_THRESHOLDS.good - 1}% moderate risk; below ${VERDICT_THRESHOLDS.moderate}% high risk.`,
    ],
  },
  profitabilityCalculator: PROFITABILITY_METHOD,
  costTemplate: {
    inputs: 'Lists of direct and indirect costs, each a name and an amount in US dollars.',
    formulas: [
      'Direct total and indirect total = the sums of their amounts; total cost = direct + indirect',
      'Direct share % = direct ÷ total × 100 and indirect share % = indirect ÷ total × 100, to one decimal, shown only when the total is above 0',
    ],
  },
  segmentationGuide: {
    inputs:
      'One row per customer: revenue (US dollars), order frequency (orders a year), recency (days since the last order) and margin (%).',
    formulas: [
      'The first rule that matches gives the segment:',
      `1. Champion: revenue above ${formatUsd(champion.revenue)}, frequency above ${champion.frequency}, recency under ${champion.recency} days and margin above ${champion.margin}%`,
      `2. Loyal: revenue above ${formatUsd(loyal.revenue)}, frequency above ${loyal.frequency} and margin above ${loyal.margin}%`,
      `3. Potential: revenue above ${formatUsd(potential.revenue)} and recency under ${potential.recency} days`,
      `4. At risk: recency over ${atRisk.recency} days or margin under ${atRisk.margin}%`,
      '5. Otherwise New',
    ],
  },
};

/** The ROI calculator (/calculate-roi). */
export const ROI_CALCULATOR: ToolDescription = {
  ...ROI_CALCULATOR_PAGE,
  description:
    'Estimates the yearly value of the service for a B2B business from four figures, against the subscription for its revenue band.',
  inputs:
    'Annual revenue (US dollars), gross margin (%), number of active customers, number of SKUs (sales reps optional).',
  formulas: [
    `Subscription cost per year = the yearly price of the plan for the revenue band (see /pricing); monthly = yearly ÷ ${MONTHS_PER_YEAR}`,
    `Margin recovered per year = revenue × ${percent(MARGIN_RECOVERY_RATE)}`,
    `Hours saved per week = ${BASE_HOURS_PER_WEEK} + customers ÷ ${CUSTOMERS_PER_HOUR} + SKUs ÷ ${SKUS_PER_HOUR}, at most ${MAX_HOURS_PER_WEEK}`,
    `Time saved per year = hours saved per week × ${WEEKS_PER_YEAR} × ${formatUsd(HOURLY_RATE)} an hour`,
    `Quote accuracy value per year = revenue × ${percent(QUOTE_ACCURACY_RATE)}, at most ${formatUsd(MAX_QUOTE_ACCURACY_VALUE)}`,
    'Total value = margin recovered + time saved + quote accuracy value',
    'ROI multiple = total value ÷ subscription cost, to one decimal (shown as "4.2x")',
    `Payback days = subscription cost ÷ total value × ${formatNumber(DAYS_PER_YEAR)}, rounded`,
    'Net annual benefit = total value − subscription cost',
    `The recovery rate, the hourly rate, the weekly hours cap, the quote-accuracy rate and its cap above are the standard assumptions; the visitor may change each, and billing may be monthly or annual (${MONTHS_PER_YEAR} months less ${formatNumber(ANNUAL_DISCOUNT * 100)}%, as on /pricing). The results say which were changed.`,
  ],
};

/** Every calculator and free tool, the ROI calculator first. */
export const TOOL_DESCRIPTIONS: readonly ToolDescription[] = [
  ROI_CALCULATOR,
  ...(Object.keys(FORMULAS) as FreeToolKey[]).map((key) => ({
    path: FREE_TOOLS[key].path,
    name: FREE_TOOLS[key].name,
    description: FREE_TOOLS[key].description,
    ...FORMULAS[key],
  })),
];
