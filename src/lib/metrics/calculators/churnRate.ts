/** The calculator of the Churn Rate page. */
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {lowerEdge} from '../bands';
import {
  churnRate,
  expansionNeededForNrr,
  impliedLifetimeYears,
  revenueChurnRate,
} from '../customerRevenue';
import {roundTo} from '../math';
import {defineCalculator} from './define';
import {count, money} from './fields';
import {bandVerdict} from './verdicts';
import type {NrrScale} from './shared';

export const churnRateCalculator = defineCalculator((benchmarks: {readonly nrr: NrrScale}) => ({
  title: 'Work out your churn rate',
  inputs: [
    count('customersAtStart', 'Active customers at the start of the year', {
      rules: {positive: true},
    }),
    count('customersLost', 'Customers lost during the year'),
    money('startingRevenue', 'Yearly revenue from those customers at the start', {
      rules: {positive: true},
    }),
    money('churnedRevenue', 'Revenue lost with the customers who left'),
    money('contractionRevenue', 'Revenue lost to customers buying less'),
  ],
  compute(values) {
    const customersAtStart = values.number('customersAtStart');
    const customersLost = values.number('customersLost');
    const startingRevenue = values.number('startingRevenue');
    const churnedRevenue = values.number('churnedRevenue');
    const contractionRevenue = values.number('contractionRevenue');
    const errors: Partial<Record<'customersLost' | 'contractionRevenue', string>> = {};
    if (customersLost > customersAtStart) {
      errors.customersLost = 'Cannot be more than the customers at the start.';
    }
    if (churnedRevenue + contractionRevenue > startingRevenue) {
      errors.contractionRevenue = 'Revenue lost cannot exceed the revenue at the start.';
    }
    if (Object.keys(errors).length > 0) return {errors, lines: []};

    const churn = churnRate(customersLost, customersAtStart);
    const customerChurn = roundTo(churn, 1);
    const revenue = {startingRevenue, churnedRevenue, contractionRevenue};
    const revenueChurn = revenueChurnRate(revenue);
    const retainedBeforeExpansion = roundTo(100 - revenueChurn, 1);
    const lifetime = impliedLifetimeYears(churn);
    const average = lowerEdge(benchmarks.nrr, 'average');
    const good = lowerEdge(benchmarks.nrr, 'good');
    return {
      lines: [
        {label: 'Customer churn rate', value: formatPercent(customerChurn), primary: true},
        {label: 'Revenue churn rate', value: formatPercent(revenueChurn)},
        {
          label: 'Implied average customer lifetime',
          value:
            lifetime === undefined
              ? 'not measurable (no customers lost)'
              : `${formatNumber(lifetime, 1)} years`,
        },
        {
          label: `Expansion revenue needed for ${formatPercent(average, 0)} net retention`,
          value: formatUsd(expansionNeededForNrr({...revenue, targetPercent: average})),
        },
        {
          label: `Expansion revenue needed for ${formatPercent(good, 0)} (good)`,
          value: formatUsd(expansionNeededForNrr({...revenue, targetPercent: good})),
        },
      ],
      verdict: bandVerdict(
        retainedBeforeExpansion,
        benchmarks.nrr,
        `Net revenue retention before any expansion of ${formatPercent(retainedBeforeExpansion)}`,
        'Net revenue retention bands',
      ),
    };
  },
}));
