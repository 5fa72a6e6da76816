/** The calculator of the Quote Conversion Rate page. */
import {formatNumber, formatPercent} from '@site/src/lib/numbers/format';
import {formatPercentRange} from '../bands';
import {roundTo} from '../math';
import {quoteConversionRate, quotesPerWin} from '../pricingProduct';
import {defineCalculator} from './define';
import {count} from './fields';
import {type NamedRanges, rangeVerdict} from './verdicts';
import {industryChoice} from './shared';

export const quoteConversionRateCalculator = defineCalculator(
  (benchmarks: {
    /** Typical quote conversion by industry. */
    readonly industries: NamedRanges;
  }) => ({
    title: 'Work out your quote conversion rate',
    inputs: [
      count('quotesIssued', 'Quotes issued in the period', {rules: {positive: true}}),
      count('quotesWon', 'Quotes that became orders'),
      industryChoice(benchmarks.industries),
    ],
    compute(values) {
      const issued = values.number('quotesIssued');
      const won = values.number('quotesWon');
      if (won > issued) {
        return {errors: {quotesWon: 'Cannot be more than the quotes issued.'}, lines: []};
      }
      const rate = roundTo(quoteConversionRate(won, issued), 1);
      return {
        lines: [
          {label: 'Quote conversion rate', value: formatPercent(rate), primary: true},
          {
            label: 'Quotes issued for each order won',
            value: won > 0 ? formatNumber(quotesPerWin(won, issued), 1) : 'no quotes won yet',
          },
        ],
        verdict: rangeVerdict({
          value: rate,
          ranges: benchmarks.industries,
          selected: values.choice('industry'),
          shown: `A conversion rate of ${formatPercent(rate)}`,
          formatRange: formatPercentRange,
          better: 'higher',
          scaleTitle: 'Typical quote conversion by industry',
        }),
      };
    },
  }),
);
