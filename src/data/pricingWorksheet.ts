/**
 * The six steps of the pricing strategy worksheet and the nine questions they ask. The answer keys are the worksheet's fields; the words are ours.
 */
import type {WorksheetField, WorksheetStepOutline} from '@site/src/lib/worksheet/worksheet';

export interface WorksheetQuestionContent {
  readonly field: WorksheetField;
  readonly label: string;
  /** Help under the field: what a good answer contains. */
  readonly hint: string;
  readonly placeholder: string;
  /** A short one-line answer (input) rather than a paragraph (text area). */
  readonly short?: boolean;
}

export interface WorksheetStepContent extends WorksheetStepOutline {
  /** One line on the step's card. */
  readonly cardText: string;
  /** Why the step matters, shown above its questions. */
  readonly intro: string;
  readonly questions: readonly WorksheetQuestionContent[];
}

export const WORKSHEET_STEPS: readonly WorksheetStepContent[] = [
  {
    title: 'Product and market',
    cardText: 'What you sell and to whom',
    intro:
      'Price one product or product line at a time. Be precise about who buys it: a price that suits a national contractor rarely suits a walk-in trade customer.',
    questions: [
      {
        field: 'productName',
        label: 'Product or service name',
        hint: 'The item or line you are pricing, as your customers know it.',
        placeholder: 'e.g. 20 mm copper fittings, trade pack of 50',
        short: true,
      },
      {
        field: 'targetMarket',
        label: 'Target market',
        hint: 'Customer type, size, sector and region; how they buy (contract, quote, counter).',
        placeholder:
          'e.g. Independent plumbing contractors in the North West, buying weekly on account',
      },
    ],
  },
  {
    title: 'Value proposition',
    cardText: 'Why customers choose you',
    intro:
      'Customers pay for outcomes, not for your costs. Write down what they would lose if they bought elsewhere: availability, speed, technical help, credit, fewer returns.',
    questions: [
      {
        field: 'valueProposition',
        label: 'Value proposition',
        hint: 'The benefits that matter to this market, with numbers where you have them.',
        placeholder:
          'e.g. Next-morning delivery on 98% of lines, free returns on unopened packs, a technical helpline',
      },
    ],
  },
  {
    title: 'Cost structure',
    cardText: 'Your floor: the full cost to serve',
    intro:
      'Your price floor is the full cost of serving the order, not just the purchase price: freight, handling, payment terms, rebates and the time your team spends.',
    questions: [
      {
        field: 'costStructure',
        label: 'Cost structure',
        hint: 'Unit cost plus delivery, handling, rebates, payment terms and service time.',
        placeholder:
          'e.g. Landed cost $18.40, delivery $1.10 a pack, 60-day terms, 2% year-end rebate',
      },
    ],
  },
  {
    title: 'Competition',
    cardText: 'What the alternatives charge',
    intro:
      'Note what the realistic alternatives charge for a comparable offer, including their delivery charges and terms, so you compare like with like.',
    questions: [
      {
        field: 'competitorPrices',
        label: 'Competitor prices',
        hint: 'Named competitors or alternatives, their prices and what is included.',
        placeholder: 'e.g. National chain $27.50 with a $15 delivery charge; local rival $24.90',
      },
    ],
  },
  {
    title: 'Customer budget',
    cardText: 'What buyers can and will pay',
    intro:
      'Find out what buyers budget for this item and what they have paid without complaint. Quotes won and lost are the best evidence you have.',
    questions: [
      {
        field: 'customerBudget',
        label: 'Customer budget and willingness to pay',
        hint: 'Budgets you have heard, recent win and loss prices, where buyers pushed back.',
        placeholder:
          'e.g. Most contractors accept up to $28; we lost three quotes above $30 last quarter',
      },
    ],
  },
  {
    title: 'Pricing decision',
    cardText: 'Set the price and say why',
    intro:
      'Bring it together: choose what the price must achieve, set it between your floor and the value ceiling, and write the reason down so the sales team can defend it.',
    questions: [
      {
        field: 'pricingObjective',
        label: 'Pricing objective (strategy)',
        hint: 'For example: protect margin, win share, value-based, cost-plus, match the market.',
        placeholder: 'e.g. Value-based: price at the top of the market for next-morning delivery',
        short: true,
      },
      {
        field: 'pricePoint',
        label: 'Recommended price',
        hint: 'The price and its unit, plus any volume breaks.',
        placeholder: 'e.g. $27.00 a pack; $25.90 above 20 packs a month',
        short: true,
      },
      {
        field: 'justification',
        label: 'Justification',
        hint: 'Why this price is right: the margin it gives and the value it reflects.',
        placeholder:
          'e.g. 27% gross margin after delivery; below the national chain once its delivery charge is added',
      },
    ],
  },
];
