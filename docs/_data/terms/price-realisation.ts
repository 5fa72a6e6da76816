/**
 * Price Realisation, as this edition writes it: a distributor's year of sales in three
 * customer groups, priced at list and as it was really collected, and the calculator that
 * starts from the whole year.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {priceRealisationCalculator} from '@site/src/lib/metrics/calculators/priceRealisation';
import {meetsTarget, targetPosition} from '@site/src/lib/metrics/targets';
import {roundTo} from '@site/src/lib/metrics/math';
import {priceRealisation, revenueAtRealisation} from '@site/src/lib/metrics/priceRealisation';
import {formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  EDGE_RULE,
  OVERRIDE_TABLE,
  PRICE_REALISATION_TABLE,
  PRICE_REALISATION_TARGETS,
  type RealisationSector,
} from '../benchmarks';
import {TERMS} from './index';

/** One customer group's year: its sales at list price and what came off them, in dollars. */
interface CustomerGroup {
  readonly atList: number;
  /** Discounts agreed and printed on the invoice. */
  readonly invoiceDiscounts: number;
  /** Prices typed over the system price at order entry. */
  readonly overrides: number;
  /** Rebates and credit notes paid after the invoice. */
  readonly rebates: number;
}

const KEY_ACCOUNTS: CustomerGroup = {
  atList: 2_400_000,
  invoiceDiscounts: 168_000,
  overrides: 72_000,
  rebates: 96_000,
};
const TRADE_COUNTER: CustomerGroup = {
  atList: 900_000,
  invoiceDiscounts: 27_000,
  overrides: 9_000,
  rebates: 0,
};
const CONTRACT: CustomerGroup = {
  atList: 1_500_000,
  invoiceDiscounts: 120_000,
  overrides: 54_000,
  rebates: 45_000,
};
const GROUPS = [KEY_ACCOUNTS, TRADE_COUNTER, CONTRACT] as const;

/** The example business is a distributor. */
const SECTOR: RealisationSector = 'distribution';
const TARGET = PRICE_REALISATION_TARGETS[SECTOR];

function sum(pick: (group: CustomerGroup) => number): number {
  return GROUPS.reduce((total, group) => total + pick(group), 0);
}

const total: CustomerGroup = {
  atList: sum((group) => group.atList),
  invoiceDiscounts: sum((group) => group.invoiceDiscounts),
  overrides: sum((group) => group.overrides),
  rebates: sum((group) => group.rebates),
};

function figures(group: CustomerGroup) {
  const invoiced = group.atList - group.invoiceDiscounts - group.overrides;
  const realised = invoiced - group.rebates;
  return {
    invoiced,
    realised,
    /** Realisation as shown, to one decimal. */
    realisation: roundTo(priceRealisation(realised, group.atList), 1),
    onInvoice: roundTo(priceRealisation(invoiced, group.atList), 1),
  };
}

const whole = figures(total);
const key = figures(KEY_ACCOUNTS);
const trade = figures(TRADE_COUNTER);
const contract = figures(CONTRACT);

function shown(group: CustomerGroup, result: ReturnType<typeof figures>) {
  return {
    atList: formatUsd(group.atList),
    invoiceDiscounts: formatUsd(group.invoiceDiscounts),
    overrides: formatUsd(group.overrides),
    rebates: formatUsd(group.rebates),
    realised: formatUsd(result.realised),
    realisation: formatPercent(result.realisation),
  };
}

/** The worked example's figures, as the page prints them. */
export const example = {
  key: shown(KEY_ACCOUNTS, key),
  trade: shown(TRADE_COUNTER, trade),
  contract: shown(CONTRACT, contract),
  total: shown(total, whole),
  target: `${TARGET.value}%`,
  wholesaleTarget: `${PRICE_REALISATION_TARGETS.wholesale.value}%`,
  invoiced: formatUsd(whole.invoiced),
  onInvoice: formatPercent(whole.onInvoice),
  /** Where the realisation on the invoice alone stands against the target ("above"). */
  onInvoicePosition: targetPosition(whole.onInvoice, TARGET),
  /** Where the real realisation, after rebates, stands ("below"). */
  position: targetPosition(whole.realisation, TARGET),
  givenAway: formatUsd(total.atList - whole.realised),
  pointValue: formatUsd(revenueAtRealisation(total.atList, 1)),
  /** Revenue the business would add by reaching the target's figure exactly. */
  shortOfTarget: formatUsd(revenueAtRealisation(total.atList, TARGET.value) - whole.realised),
};

/** What the page's sentences claim, for the tests to hold against the arithmetic. */
export const findings = {
  /** On the invoice alone, the business looks above the target... */
  onInvoiceMeetsTarget: meetsTarget(whole.onInvoice, TARGET),
  /** ...and after rebates it is not. */
  meetsTarget: meetsTarget(whole.realisation, TARGET),
  /** The trade counter clears even the wholesale target. */
  tradeMeetsWholesaleTarget: meetsTarget(trade.realisation, PRICE_REALISATION_TARGETS.wholesale),
  /** Key accounts and contract customers are the groups below the target. */
  groupsBelowTarget: [key, contract].every((group) => !meetsTarget(group.realisation, TARGET)),
};

/** What the page says of those figures; a test holds `findings` to it. */
export const claims = {
  onInvoiceMeetsTarget: true,
  meetsTarget: false,
  tradeMeetsWholesaleTarget: true,
  groupsBelowTarget: true,
} as const;

export default defineTermPage(TERMS, 'price-realisation', {
  formulas: [
    'Price realisation % = Price actually invoiced (net of discounts, overrides and rebates) ÷ List price × 100',
    'For many sales: Revenue as invoiced, less rebates ÷ The same quantities at list prices × 100',
    'Revenue given away = Sales at list prices − Net revenue realised',
  ],
  calculator: bindCalculator(priceRealisationCalculator, {
    example: {
      listRevenue: total.atList,
      invoicedRevenue: whole.invoiced,
      rebates: total.rebates,
      sector: SECTOR,
    },
    benchmarks: {targets: PRICE_REALISATION_TARGETS},
  }),
  benchmarks: {tables: [PRICE_REALISATION_TABLE, OVERRIDE_TABLE], edgeRule: EDGE_RULE},
  related: [
    [
      'price-override-frequency',
      'how often the price list is set aside, the main cause of lost realisation.',
    ],
    ['gross-margin-per-product', 'where every point of realisation lost comes off the margin.'],
    ['margin-per-customer', 'realisation by account shows which customers the discounts went to.'],
    ['cost-to-serve-ratio', 'the other half of what a customer really pays you for.'],
  ],
  claims: claimsAgainst(claims, findings),
});
