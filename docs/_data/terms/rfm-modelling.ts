/** RFM Modelling, as this edition writes it. */
import {defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {rfmCalculator} from '@site/src/lib/metrics/calculators/customerRevenue';
import {EDGE_RULE, RFM_EXAMPLES_TABLE, RFM_SCORES_TABLE, RFM_SEGMENTS} from '../benchmarks';
import {TERMS} from './index';

export default defineTermPage(TERMS, 'rfm-modelling', {
  formulas: [
    'Recency score: 5 for the fifth who bought most recently, down to 1 for the fifth who bought longest ago',
    'Frequency score: 5 for the fifth with the most orders in the last 12 months, down to 1',
    'Monetary score: 5 for the fifth with the highest spend (or margin) in the last 12 months, down to 1',
  ],
  calculator: bindCalculator(rfmCalculator, {
    example: {
      recency: 2,
      frequency: 4,
      monetary: 4,
    },
    benchmarks: {segments: RFM_SEGMENTS},
  }),
  benchmarks: {tables: [RFM_SCORES_TABLE, RFM_EXAMPLES_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['customer-tier', 'ranks customers by the margin they earn; RFM adds how they behave.'],
    ['churn-rate', "At Risk and Can't Lose customers are tomorrow's churn."],
    ['customer-lifetime-value', 'what each segment is worth over the relationship.'],
  ],
});
