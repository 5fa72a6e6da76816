/** The calculator of the Gross Margin per Product page. */
import {formatNumber, formatPercent, formatUsdCents} from '@site/src/lib/numbers/format';
import {type BandScale, compareToRange, formatPercentRange} from '../bands';
import {roundTo} from '../math';
import {grossMarginPercent, markupPercent} from '../pricingProduct';
import {defineCalculator} from './define';
import {money} from './fields';
import type {ResultLine} from './types';
import {bandVerdict, type NamedRanges} from './verdicts';
import {industryChoice, chosen} from './shared';

export const grossMarginPerProductCalculator = defineCalculator(
  (benchmarks: {
    /** Margin bands, lowest first. */
    readonly margins: BandScale;
    /** Typical gross margin by industry. */
    readonly industries: NamedRanges;
    /** The gross margin ratio called ideal, in %. */
    readonly idealPercent: number;
  }) => ({
    title: "Work out a product's gross margin",
    inputs: [
      money('price', 'Net selling price per unit', {
        rules: {positive: true},
        hint: 'The price actually invoiced, after discounts and rebates.',
      }),
      money('unitCost', 'Landed cost per unit', {
        hint: 'Purchase or production cost plus inbound freight and duty.',
      }),
      industryChoice(benchmarks.industries),
    ],
    compute(values) {
      const price = values.number('price');
      const unitCost = values.number('unitCost');
      const exactMargin = grossMarginPercent(price, unitCost);
      const margin = roundTo(exactMargin, 1);
      const industry = chosen(benchmarks.industries, values.choice('industry'));
      const position = compareToRange(margin, industry);
      // Whether it falls short is read from the margin as shown; by how much, from the exact one.
      const gap = benchmarks.idealPercent - exactMargin;
      const lines: ResultLine[] = [
        {label: 'Gross profit per unit', value: formatUsdCents(price - unitCost)},
        {label: 'Gross margin', value: formatPercent(margin), primary: true},
        {
          label: 'Markup on cost',
          value:
            unitCost > 0 ? formatPercent(markupPercent(price, unitCost)) : 'not defined at $0 cost',
        },
        {
          label: `${industry.label} range (${formatPercentRange(industry)})`,
          value: position === 'within' ? 'within the range' : `${position} the range`,
        },
        {
          label: `Against the ${benchmarks.idealPercent}%+ ideal`,
          value:
            benchmarks.idealPercent > margin ? `${formatNumber(gap, 1)} points short` : 'meets it',
        },
      ];
      return {
        lines,
        verdict: bandVerdict(
          margin,
          benchmarks.margins,
          `A gross margin of ${formatPercent(margin)}`,
          'Margin bands',
        ),
      };
    },
  }),
);
