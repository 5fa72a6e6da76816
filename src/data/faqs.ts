/**
 * The three FAQ sets of the specification (general, pricing, implementation), six questions
 * each. Pages take whole sets or slices of them; nothing copies an answer. Prices, bands and
 * the terms of the guarantee and the pilot come from the pricing registry.
 */
import {site} from '@site/src/config/site';
import {formatUsdM} from '@site/src/lib/numbers/format';
import {countInWords} from '@site/src/lib/numbers/words';
import {
  ANNUAL_DISCOUNT_PERCENT,
  PILOT_DAYS,
  PLANS,
  ROI_GUARANTEE,
  monthlyPricesByBand,
} from './pricing';

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
  /** Optional short points shown under the answer. */
  readonly keyPoints?: readonly string[];
}

const product = site.productName;

export const GENERAL_FAQ: readonly FaqItem[] = [
  {
    question: `What does ${product} actually do?`,
    answer: `${product} reads the sales, customer, product and cost data you already have in your ERP and finds where margin is leaking: discounts nobody approved, customers who cost more to serve than they earn, products priced below their true cost, and price increases that never reached the invoice. Every finding comes with a recommended action and the money at stake.`,
  },
  {
    question: 'What data do we need to provide?',
    answer:
      'Simple CSV extracts from your ERP: invoice or order lines, your customer list, your product list with costs, and quotes if you track them. There is no integration project to start; most teams export the files in under 30 minutes.',
  },
  {
    question: 'How quickly will we see results?',
    answer:
      'First insights arrive within 24 hours of your upload. After that you receive a plain-English action alert at the start of every month and a board report that shows what was acted on and what it was worth.',
  },
  {
    question: 'Do we need analysts or IT people to run it?',
    answer: `No. ${product} is built for commercial and finance leaders, not data teams. The analysis, the prioritisation and the wording of each recommendation are done for you; your team decides and acts.`,
  },
  {
    question: 'Which businesses is it built for?',
    answer: `B2B distributors, manufacturers, wholesalers and traders, and also construction, technology and professional-services firms that sell to other businesses on negotiated prices. It suits companies from a few million dollars of revenue to well over ${formatUsdM(PLANS.enterprise.revenueFrom)}.`,
  },
  {
    question: 'How is our data kept secure?',
    answer:
      'Data is encrypted in transit and at rest, access is role-based with multi-factor authentication, and your data is never shared or used to train anything for anyone else. If you leave, your business data is deleted within 30 days.',
  },
];

export const PRICING_FAQ: readonly FaqItem[] = [
  {
    question: 'How is the price set?',
    answer: `By the annual revenue of your business: ${monthlyPricesByBand()}. Every plan includes every feature.`,
  },
  {
    question: 'Are there setup fees or long contracts?',
    answer: `No. There are no setup fees, billing is month-to-month, and you can cancel at any time. If you prefer to pay annually, you save ${ANNUAL_DISCOUNT_PERCENT}%.`,
  },
  {
    question: 'Do you limit users or seats?',
    answer:
      'No. Every plan includes unlimited users, so sales, finance and leadership can all work from the same numbers.',
  },
  {
    question: `What is the ${ROI_GUARANTEE.days}-day ROI guarantee?`,
    answer: `If we have not found at least ${countInWords(ROI_GUARANTEE.multipleOfMonthlyFee)} times your monthly fee in recoverable margin within your first ${ROI_GUARANTEE.days} days, we refund you. Customers recover on average $180k in margin in that period.`,
  },
  {
    question: 'Can we try it before we commit?',
    answer: `Yes. A ${PILOT_DAYS}-day pilot runs on your own data, so you judge the findings on your own numbers before you decide.`,
  },
  {
    question: 'What happens if our revenue moves into another band?',
    answer:
      'Your plan follows your revenue band when you renew, and we agree any change with you in advance. The features stay the same on every plan.',
  },
];

export const IMPLEMENTATION_FAQ: readonly FaqItem[] = [
  {
    question: 'How long does implementation take?',
    answer:
      'Uploading your first extract takes under 30 minutes and the first insights follow within 24 hours. A full rollout, with your margin rules, targets and team set up, usually takes 2 to 3 weeks.',
  },
  {
    question: 'Which systems can it take data from?',
    answer:
      'Any ERP, CRM or accounting system that can export to CSV or a spreadsheet, which is all of them. Direct integrations with common ERPs take 1 to 2 weeks when you want uploads to run on their own.',
  },
  {
    question: 'Do we have to change our ERP or our processes?',
    answer:
      'No. Your ERP stays the system of record. The recommendations fit the way your team already quotes and prices; what changes is that decisions are made with the margin in view.',
  },
  {
    question: 'Who needs to be involved on our side?',
    answer:
      'Someone who can export data from your ERP, usually for less than an hour, and the commercial or finance lead who will act on the findings. There is no project team to form.',
  },
  {
    question: 'What support do we get?',
    answer:
      'Onboarding with a commercial strategist, a monthly strategy session to review the action alert with your team, and support around the clock.',
  },
  {
    question: 'What happens to our data if we cancel?',
    answer:
      'Your data stays available for export for 30 days after cancellation. Business data is then deleted within 30 days.',
  },
];

export const FAQ_SETS = {
  general: GENERAL_FAQ,
  pricing: PRICING_FAQ,
  implementation: IMPLEMENTATION_FAQ,
} as const;

export type FaqSetName = keyof typeof FAQ_SETS;
