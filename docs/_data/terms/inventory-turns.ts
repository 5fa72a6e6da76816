/**
 * Inventory Turns, as this edition writes it: a building-products wholesaler's year, its
 * stock counted five times, the two ways of getting the figure wrong, and the split between
 * its core range and its slow lines. The calculator starts from the whole year.
 */
import {claimsAgainst, defineTermPage} from '@site/src/lib/businessNumbers/page';
import {inventoryTurnsCalculator} from '@site/src/lib/metrics/calculators/inventoryTurns';
import {bindCalculator} from '@site/src/lib/metrics/calculators/define';
import {formatTarget, meetsTarget, targetPosition} from '@site/src/lib/metrics/targets';
import {percentOf, roundTo} from '@site/src/lib/metrics/math';
import {
  averageInventory,
  cashReleasedByTurns,
  daysOfInventory,
  inventoryAtTurns,
  inventoryTurns,
} from '@site/src/lib/metrics/inventory';
import {formatMultiple, formatNumber, formatPercent, formatUsd} from '@site/src/lib/numbers/format';
import {
  EDGE_RULE,
  INVENTORY_TURNS_TABLE,
  INVENTORY_TURNS_TARGETS,
  type TurnsSector,
} from '../benchmarks';
import {TERMS} from './index';

/** The example business is a wholesaler. */
const SECTOR: TurnsSector = 'wholesale';
const TARGET = INVENTORY_TURNS_TARGETS[SECTOR];

/** Revenue for the year. */
const REVENUE = 19_200_000;
/** Stock at cost: at the start of the year and at the end of each quarter. */
const STOCK_COUNTS = [2_100_000, 2_300_000, 2_000_000, 2_200_000, 1_900_000] as const;
/** The core range: cost of goods sold and average stock at cost. */
const CORE_RANGE = {costOfGoodsSold: 12_600_000, averageStock: 1_200_000};
/** Cost of goods sold of the slow lines; their stock is the rest of the average. */
const SLOW_LINES_COST = 1_800_000;

const costOfGoodsSold = CORE_RANGE.costOfGoodsSold + SLOW_LINES_COST;
const averageStock = averageInventory(STOCK_COUNTS);
const SLOW_LINES = {
  costOfGoodsSold: SLOW_LINES_COST,
  averageStock: averageStock - CORE_RANGE.averageStock,
};
const closingStock = STOCK_COUNTS[STOCK_COUNTS.length - 1] ?? 0;

/** Turns as shown, to one decimal. */
function turns(cost: number, stock: number): number {
  return roundTo(inventoryTurns(cost, stock), 1);
}

const exact = inventoryTurns(costOfGoodsSold, averageStock);
const shownTurns = roundTo(exact, 1);
const onClosingStock = turns(costOfGoodsSold, closingStock);
const onRevenue = turns(REVENUE, averageStock);
const core = turns(CORE_RANGE.costOfGoodsSold, CORE_RANGE.averageStock);
const slow = turns(SLOW_LINES.costOfGoodsSold, SLOW_LINES.averageStock);

/** Each target in days of stock: "above 12x a year is fewer than 30.4 days of stock". */
const targetsInDays = Object.values(INVENTORY_TURNS_TARGETS).map((target) => {
  const days = formatNumber(daysOfInventory(target.value) ?? 0, 1);
  return `${formatTarget(target)} is fewer than ${days} days of stock (${target.label.toLowerCase()})`;
});

/** The worked example's figures, as the page prints them. */
export const example = {
  revenue: formatUsd(REVENUE),
  costOfGoodsSold: formatUsd(costOfGoodsSold),
  grossMargin: formatPercent(percentOf(REVENUE - costOfGoodsSold, REVENUE)),
  stockCounts: STOCK_COUNTS.map((value) => formatUsd(value)),
  averageStock: formatUsd(averageStock),
  turns: formatMultiple(shownTurns),
  days: formatNumber(daysOfInventory(exact) ?? 0, 1),
  target: formatMultiple(TARGET.value, 0),
  /** The target as a divisor: "8". */
  targetTurns: formatNumber(TARGET.value),
  manufacturingTarget: formatMultiple(INVENTORY_TURNS_TARGETS.manufacturing.value, 0),
  /** Where the turns stand against the target ("below"). */
  position: targetPosition(shownTurns, TARGET),
  targetDays: formatNumber(daysOfInventory(TARGET.value) ?? 0, 1),
  stockAtTarget: formatUsd(inventoryAtTurns(costOfGoodsSold, TARGET.value)),
  cashReleased: formatUsd(
    cashReleasedByTurns({
      costOfGoodsSold,
      averageInventoryAtCost: averageStock,
      targetTurns: TARGET.value,
    }),
  ),
  closingStock: formatUsd(closingStock),
  onClosingStock: formatMultiple(onClosingStock),
  onRevenue: formatMultiple(onRevenue),
  onRevenuePosition: targetPosition(onRevenue, TARGET),
  core: {
    costOfGoodsSold: formatUsd(CORE_RANGE.costOfGoodsSold),
    averageStock: formatUsd(CORE_RANGE.averageStock),
    turns: formatMultiple(core),
  },
  slow: {
    costOfGoodsSold: formatUsd(SLOW_LINES.costOfGoodsSold),
    averageStock: formatUsd(SLOW_LINES.averageStock),
    turns: formatMultiple(slow),
    shareOfStock: formatPercent(percentOf(SLOW_LINES.averageStock, averageStock)),
    shareOfCost: formatPercent(percentOf(SLOW_LINES.costOfGoodsSold, costOfGoodsSold)),
  },
};

/** What the page's sentences claim, for the tests to hold against the arithmetic. */
export const findings = {
  /** The business turns its stock no more than the wholesale target... */
  meetsTarget: meetsTarget(shownTurns, TARGET),
  /** ...which turns on revenue would hide... */
  onRevenueMeetsTarget: meetsTarget(onRevenue, TARGET),
  /** ...and the year-end count, the lowest of the year, flatters the figure without reaching it. */
  closingIsLowest: STOCK_COUNTS.every((count) => count >= closingStock),
  closingStockFlatters: onClosingStock > shownTurns && !meetsTarget(onClosingStock, TARGET),
  /** The core range clears the target; the slow lines are far below it. */
  coreMeetsTarget: meetsTarget(core, TARGET),
  slowMeetsTarget: meetsTarget(slow, TARGET),
};

/** What the page says of those figures; a test holds `findings` to it. */
export const claims = {
  meetsTarget: false,
  onRevenueMeetsTarget: true,
  closingIsLowest: true,
  closingStockFlatters: true,
  coreMeetsTarget: true,
  slowMeetsTarget: false,
} as const;

export default defineTermPage(TERMS, 'inventory-turns', {
  formulas: [
    'Inventory turns = Cost of goods sold for the year ÷ Average inventory at cost',
    'Average inventory = Sum of the stock counts at cost ÷ Number of counts',
    'Days of inventory = 365 ÷ Inventory turns',
    'Cash released = Average inventory − Cost of goods sold ÷ Target turns',
  ],
  calculator: bindCalculator(inventoryTurnsCalculator, {
    example: {costOfGoodsSold, averageInventory: averageStock, sector: SECTOR},
    benchmarks: {targets: INVENTORY_TURNS_TARGETS},
  }),
  benchmarks: {
    tables: [
      {
        ...INVENTORY_TURNS_TABLE,
        note: `In days: ${targetsInDays.join('; ')}. ${INVENTORY_TURNS_TABLE.note ?? ''}`,
      },
    ],
    edgeRule: EDGE_RULE,
  },
  related: [
    [
      'gross-margin-per-product',
      'turns and margin together say what each line earns on the stock behind it.',
    ],
    ['days-sales-outstanding', 'the other large sum of cash that sits in the business waiting.'],
    ['quote-to-cash-time', 'stock is bought before the quote is won and paid for long after.'],
    [
      'overall-equipment-effectiveness',
      'for manufacturers, a reliable line needs less stock to cover for it.',
    ],
  ],
  claims: claimsAgainst(claims, findings),
});
