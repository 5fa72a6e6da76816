/** Content of the voice search guide, /voice-search-guide. */
import {BookOpen, HelpCircle, Scale, Wrench} from 'lucide-react';
import type {FaqItem, GuideCard} from '@site/src/lib/guides/types';

/** The four regions with keyword cards, in the order of the specification. */
export const VOICE_REGIONS = ['United States', 'United Kingdom', 'Canada', 'Australia'] as const;
export type VoiceRegion = (typeof VOICE_REGIONS)[number];

export const queryCategories: readonly GuideCard[] = [
  {
    icon: BookOpen,
    title: 'Definitions',
    eyebrow: '“What is …?”',
    description:
      'The first question anyone asks about an unfamiliar idea. The answer must define the term in one sentence, in plain words, before adding any detail.',
    points: [
      'What is a margin leak?',
      'What is commercial intelligence?',
      'What does price realisation mean?',
    ],
  },
  {
    icon: HelpCircle,
    title: 'Diagnosis',
    eyebrow: '“Why …?”',
    description:
      'Asked when something has already gone wrong. The answer names the usual causes in order of likelihood, so the listener knows where to look first.',
    points: [
      'Why is my gross margin falling when sales are growing?',
      'Why do my biggest customers make the least money?',
      'Why are price increases not sticking?',
    ],
  },
  {
    icon: Wrench,
    title: 'How-to',
    eyebrow: '“How do I …?”',
    description:
      'Asked by someone ready to act. The answer gives the steps in order, short enough to remember after hearing them once.',
    points: [
      'How do I calculate customer profitability?',
      'How do I stop unauthorised discounts?',
      'How do I pass on a supplier price increase?',
    ],
  },
  {
    icon: Scale,
    title: 'Benchmarks and comparisons',
    eyebrow: '“What is a good …?”',
    description:
      'Asked to judge a number or a choice. The answer gives the range that applies and says what it depends on, rather than a single figure that fits nobody.',
    points: [
      'What is a good gross margin for a wholesaler?',
      'Is Power BI enough for margin analysis?',
      'How long should it take to find margin leaks?',
    ],
  },
];

/** Spoken-length answers (about 40-60 words) with the points a listener should retain. */
export const sampleAnswers: readonly FaqItem[] = [
  {
    question: 'What is a margin leak?',
    answer:
      'A margin leak is profit a business was entitled to but did not collect, such as an unapproved discount, a price increase that never reached the invoice, or free delivery that became a habit. Leaks come from inside the business, which is why they can be found in sales data and fixed.',
    keyPoints: [
      'Four types: pricing, customer, product and process leaks',
      'Found by comparing invoiced prices with agreed prices, line by line',
      'Recovered margin reaches operating profit almost in full',
    ],
  },
  {
    question: 'Why is my gross margin falling when sales are growing?',
    answer:
      'Usually for one of three reasons: the mix has shifted towards lower-margin products or customers, discounts have grown faster than volume, or supplier cost increases have not been passed on in full. Split the change into price, volume, mix and cost to see which one it is.',
    keyPoints: [
      'Check price realisation against the current price file',
      'Compare discount growth with volume growth by customer',
      'List products whose cost rose more than their selling price',
    ],
  },
  {
    question: 'How do I calculate customer profitability?',
    answer:
      'Start with net revenue after discounts, rebates and credits. Subtract the cost of goods to get gross margin. Then subtract the cost of serving the customer: deliveries, order handling, service time, credit and bad debt. What remains, divided by net revenue, is the customer’s profit margin.',
    keyPoints: [
      'Allocate service costs by activity, not by revenue',
      '20-35% after cost to serve is healthy; below 15% needs attention',
      'Recalculate monthly for your top 20% of customers',
    ],
  },
  {
    question: 'What is a good gross margin for a wholesale business?',
    answer:
      'Wholesalers typically run gross margins of 15 to 25 percent, manufacturers 25 to 35 percent, retailers 20 to 50 percent and software companies 80 to 95 percent. Compare yourself with your own sector, and watch the trend: a steady fall of half a point a year matters more than the level.',
    keyPoints: [
      'Wholesale 15-25%, manufacturing 25-35%',
      '30% or more is the ratio most B2B businesses aim for',
      'Judge the margin by channel and customer, not only in total',
    ],
  },
  {
    question: 'How long does it take to find margin leaks?',
    answer:
      'From a standard ERP extract of invoice lines, customers and products, the main pricing and customer leaks can be identified within 24 to 48 hours. Agreeing the fixes with the sales team and seeing the margin return on invoices usually takes a further few weeks.',
    keyPoints: [
      'No integration project is needed to start: CSV extracts are enough',
      'Pricing leaks show on the next invoice once fixed',
      'Customer leaks need conversations, so allow a quarter',
    ],
  },
];

/** How the same questions are asked in each market, with the terms and spellings used. */
export const regionalKeywords: readonly (GuideCard & {readonly title: VoiceRegion})[] = [
  {
    title: 'United States',
    description:
      'American spellings (optimization, analyze) and terms such as markup, gross margin and pricing software. Buyers often name their industry and their ERP in the question. Sales tax is outside margin figures.',
    points: [
      'margin leakage in distribution',
      'pricing optimization software for distributors',
      'how to analyze customer profitability',
      'find pricing leaks in ERP data',
    ],
  },
  {
    title: 'United Kingdom',
    description:
      'British spellings (optimisation, realisation, analyse) and “turnover” for revenue. Questions about commercial intelligence and margin erosion are common; margins are always quoted excluding VAT.',
    points: [
      'margin optimisation software UK',
      'commercial intelligence for wholesalers',
      'price realisation meaning',
      'how to improve margin on turnover',
    ],
  },
  {
    title: 'Canada',
    description:
      'Canadian English mixes -ize spellings with British -our words, and Quebec buyers search in French. Questions often compare with US suppliers and mention GST or HST.',
    points: [
      'distributor pricing software Canada',
      'how to pass on supplier price increases',
      'customer profitability analysis for wholesalers',
      'rentabilité client distributeur',
    ],
  },
  {
    title: 'Australia',
    description:
      'British-style spellings (optimisation), “wholesaler” more often than “distributor”, and price reviews timed around the end of the financial year (EOFY, 30 June). Margins are quoted excluding GST.',
    points: [
      'margin optimisation for wholesalers Australia',
      'price review before EOFY',
      'what is cost to serve',
      'why are my margins falling',
    ],
  },
];

export const voiceSearchFaq: readonly FaqItem[] = [
  {
    question: 'What is voice search optimisation?',
    answer:
      'Voice search optimisation is writing and structuring content so that a voice assistant can find it and read it aloud as the answer to a spoken question. In practice that means one clear question per section, an answer of forty to sixty words first, and detail afterwards.',
  },
  {
    question: 'Why does voice search matter for B2B buying decisions?',
    answer:
      'Business buyers research the way everyone else does: often on a phone, between meetings, asking a question rather than typing keywords. Spoken questions are longer and more specific than typed ones, so the answer that is read aloud is usually the one that matches the question most directly.',
  },
  {
    question: 'How are the answers on this page written?',
    answer:
      'Each answer starts with a direct response in under sixty words, uses the words people say rather than the words on a report, and follows with the key points worth remembering. Regional spellings and terms are kept, so the same answer can be found by buyers in each market.',
  },
  {
    question: 'Are the benchmark figures in these answers targets for my business?',
    answer:
      'They are typical ranges, useful for a first judgement. Your own targets depend on your sector, your channel mix and your cost to serve. The guides linked from this page explain how to work out figures from your own data.',
  },
];
