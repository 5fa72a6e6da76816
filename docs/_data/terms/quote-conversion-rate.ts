/**
 * Quote Conversion Rate, as this edition writes it: a manufacturer's quarter of quotes,
 * converted by count and by value.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {compareToRange, formatPercentRange} from '@site/src/lib/metrics/bands';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {quoteConversionRateCalculator} from '@site/src/lib/metrics/calculators/quoteConversionRate';
import {roundTo} from '@site/src/lib/metrics/math';
import {quoteConversionRate, quotesPerWin} from '@site/src/lib/metrics/pricingProduct';
import {formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  EDGE_RULE,
  QUOTE_CONVERSION_BY_INDUSTRY,
  QUOTE_CONVERSION_TABLE,
  type QuoteIndustry,
} from '../benchmarks';
import {TERMS} from './index';

/** The quarter's quotes and orders, by count and by value. */
const QUOTES_ISSUED = 420;
const QUOTES_WON = 84;
const VALUE_QUOTED = 10_500_000;
const VALUE_WON = 1_680_000;
/** The industry the manufacturer compares itself with. */
const INDUSTRY: QuoteIndustry = 'manufacturing';
/** A conversion rate that suggests prices below what the market would pay, in %. */
const SUSPICIOUS_RATE_PERCENT = 45;

/** Rates as shown, to one decimal: the range comparisons read them. */
const countRate = roundTo(quoteConversionRate(QUOTES_WON, QUOTES_ISSUED), 1);
const valueRate = roundTo(quoteConversionRate(VALUE_WON, VALUE_QUOTED), 1);
const industry = QUOTE_CONVERSION_BY_INDUSTRY[INDUSTRY];

/** The worked example's figures, as the page prints them. */
export const example = {
  quotesIssued: formatNumber(QUOTES_ISSUED),
  quotesWon: formatNumber(QUOTES_WON),
  countRate: formatPercent(countRate),
  industry: industry.label.toLowerCase(),
  industryRange: formatPercentRange(industry),
  /** As the calculator shows it: at most one decimal. */
  quotesPerWin: formatNumber(quotesPerWin(QUOTES_WON, QUOTES_ISSUED), 1),
  valueQuoted: formatUsd(VALUE_QUOTED),
  valueWon: formatUsd(VALUE_WON),
  valueRate: formatPercent(valueRate),
  suspiciousRate: formatPercent(SUSPICIOUS_RATE_PERCENT, 0),
};

/** What the prose says of the figures. */
export const claims = {
  /** "within the 15-25% typical of manufacturing". */
  countRate: 'within',
  /** "By value the picture is weaker". */
  valueBelowCount: true,
  /** "Well above the range is not automatically good news" for a manufacturer at 45%. */
  suspiciousRate: 'above',
} as const;

/** The same, read from the figures. */
export const findings = {
  countRate: compareToRange(countRate, industry),
  valueBelowCount: valueRate < countRate,
  suspiciousRate: compareToRange(SUSPICIOUS_RATE_PERCENT, industry),
} satisfies {readonly [K in keyof typeof claims]: unknown};

export default defineTermPage(TERMS, 'quote-conversion-rate', {
  formulas: ['Quote conversion rate % = Quotes won ÷ Quotes issued × 100'],
  calculator: bindCalculator(quoteConversionRateCalculator, {
    example: {quotesIssued: QUOTES_ISSUED, quotesWon: QUOTES_WON, industry: INDUSTRY},
    benchmarks: {industries: QUOTE_CONVERSION_BY_INDUSTRY},
  }),
  benchmarks: {tables: [QUOTE_CONVERSION_TABLE], edgeRule: EDGE_RULE},
  related: [
    ['price-override-frequency', "how often a quote's price was changed to win it."],
    [
      'sales-velocity-profitability',
      'conversion is one of the four levers of how fast the pipeline produces profit.',
    ],
    ['quote-to-cash-time', 'what happens after the quote is won.'],
  ],
  claims: claimsAgainst(claims, findings),
});
