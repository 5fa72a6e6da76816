/**
 * The operational terms the draft edition adds: price realisation, cost-to-serve ratio,
 * inventory turns and overall equipment effectiveness. Their targets hold the benchmark's
 * figures, each calculator reads its target edge by edge (every input passed explicitly),
 * starts from the figures its page prints, and every claim the page makes holds.
 */
import {describe, expect, it} from 'vitest';
import {DRAFT, type TermSlug} from '@site/src/data/editions';
import {evaluateCalculator, exampleTexts, type Evaluation} from '@site/src/lib/metrics/calculators';
import {
  INVENTORY_TURNS_TARGETS,
  OEE_TARGET,
  PRICE_REALISATION_TARGETS,
  SERVICE_COST_TARGET,
} from '@site/docs/_data/benchmarks';
import * as costToServe from '@site/docs/_data/terms/cost-to-serve-ratio';
import * as inventoryTurns from '@site/docs/_data/terms/inventory-turns';
import * as oee from '@site/docs/_data/terms/overall-equipment-effectiveness';
import * as priceRealisation from '@site/docs/_data/terms/price-realisation';

function evaluate(slug: TermSlug, texts: Record<string, string>): Evaluation {
  const page = DRAFT.content.TERM_PAGES[slug];
  if (!page) throw new Error(`the draft has no page for ${slug}`);
  return evaluateCalculator(page.calculator, texts);
}

/** The calculator of `slug` started from its worked example. */
function fromExample(slug: TermSlug) {
  const page = DRAFT.content.TERM_PAGES[slug];
  if (!page) throw new Error(`the draft has no page for ${slug}`);
  return result(evaluate(slug, exampleTexts(page.calculator)));
}

function result(evaluation: Evaluation) {
  if (evaluation.kind !== 'result') throw new Error(JSON.stringify(evaluation.errors));
  return evaluation;
}

function line(evaluation: Evaluation, label: string): string | undefined {
  return result(evaluation).lines.find((entry) => entry.label === label)?.value;
}

function verdict(slug: TermSlug, texts: Record<string, string>): string | undefined {
  return result(evaluate(slug, texts)).verdict?.label;
}

describe("the draft's targets", () => {
  it('hold the figures of the benchmark, each worded as a side of its figure', () => {
    expect(PRICE_REALISATION_TARGETS).toMatchObject({
      distribution: {value: 90, side: 'above'},
      wholesale: {value: 95, side: 'above'},
    });
    expect(INVENTORY_TURNS_TARGETS).toMatchObject({
      manufacturing: {value: 12, side: 'above'},
      wholesale: {value: 8, side: 'above'},
    });
    expect(OEE_TARGET).toMatchObject({value: 85, side: 'above'});
    expect(SERVICE_COST_TARGET).toMatchObject({value: 10, side: 'below'});
  });
});

describe('price realisation', () => {
  const slug = 'price-realisation';
  const {example} = priceRealisation;
  const realisation = (invoicedRevenue: string, sector: string, rebates = '') =>
    verdict(slug, {listRevenue: '1,000', invoicedRevenue, rebates, sector});

  it('reads each sector target as "above": 90.0% and 95.0% are not above, 90.1% and 95.1% are', () => {
    expect(realisation('900', 'distribution')).toBe('on the edge of the target');
    expect(realisation('900.4', 'distribution')).toBe('on the edge of the target'); // shown 90.0%
    expect(realisation('901', 'distribution')).toBe('above the target');
    expect(realisation('950', 'wholesale')).toBe('on the edge of the target');
    expect(realisation('951', 'wholesale')).toBe('above the target');
    expect(realisation('951', 'wholesale', '11')).toBe('below the target'); // 94.0% after rebates
  });
  it('shows the figures the worked example prints', () => {
    const shown = fromExample(slug);
    expect(line(shown, 'Price realisation')).toBe(example.total.realisation);
    expect(line(shown, 'Realisation on the invoice, before rebates')).toBe(example.onInvoice);
    expect(line(shown, 'Revenue given away against list')).toBe(example.givenAway);
    expect(line(shown, 'Each point of realisation is worth')).toBe(example.pointValue);
    expect(line(shown, `Revenue short of ${example.target} of list`)).toBe(example.shortOfTarget);
    expect(shown.verdict?.label).toBe(`${example.position} the target`);
  });
  it('refuses more rebates than sales, and notes sales above list', () => {
    expect(
      evaluate(slug, {
        listRevenue: '1,000',
        invoicedRevenue: '900',
        rebates: '901',
        sector: 'distribution',
      }),
    ).toMatchObject({errors: {rebates: 'Cannot be more than the sales as invoiced.'}});
    const above = result(
      evaluate(slug, {
        listRevenue: '1,000',
        invoicedRevenue: '1,050',
        rebates: '',
        sector: 'wholesale',
      }),
    );
    expect(line(above, 'Price realisation')).toBe('105.0%');
    expect(line(above, 'Revenue given away against list')).toBe('$0');
    expect(above.notes).toHaveLength(1);
  });
});

describe('cost-to-serve ratio', () => {
  const slug = 'cost-to-serve-ratio';
  const {example} = costToServe;
  const ratio = (delivery: string) =>
    verdict(slug, {
      revenue: '1,000',
      delivery,
      orderHandling: '0',
      accountTime: '0',
      other: '0',
      grossMargin: '',
    });

  it('reads the target as "below": 10.0% is not below it, 9.9% is', () => {
    expect(ratio('100')).toBe('on the edge of the target');
    expect(ratio('99.96')).toBe('on the edge of the target'); // shown 10.0%
    expect(ratio('99')).toBe('below the target');
  });
  it('shows the figures the worked example prints', () => {
    const shown = fromExample(slug);
    expect(line(shown, 'Cost-to-serve ratio')).toBe(example.demanding.ratio);
    expect(line(shown, 'Cost to serve')).toBe(example.demanding.total);
    expect(line(shown, `Cost to serve above ${example.target} of revenue`)).toBe(
      example.demandingExcess,
    );
    expect(line(shown, 'Margin left after cost to serve')).toBe(example.demanding.marginAfter);
    expect(shown.verdict?.label).toBe(`${example.demanding.position} the target`);
  });
  it('names the largest part of the cost and warns when it takes the whole margin', () => {
    const shown = result(
      evaluate(slug, {
        revenue: '1,000',
        delivery: '50',
        orderHandling: '150',
        accountTime: '100',
        other: '0',
        grossMargin: '25',
      }),
    );
    expect(line(shown, 'Largest part: order handling')).toBe('50.0% of the cost to serve');
    expect(line(shown, 'Margin left after cost to serve')).toBe('-5.0%');
    expect(shown.notes).toEqual(['The cost to serve takes the whole gross margin, and more.']);
  });
});

describe('inventory turns', () => {
  const slug = 'inventory-turns';
  const {example} = inventoryTurns;
  const turns = (costOfGoodsSold: string, sector: string) =>
    verdict(slug, {costOfGoodsSold, averageInventory: '1,000,000', sector});

  it('reads each sector target as "above": 12.0x and 8.0x are not above, 12.1x and 8.1x are', () => {
    expect(turns('12,000,000', 'manufacturing')).toBe('on the edge of the target');
    expect(turns('12,040,000', 'manufacturing')).toBe('on the edge of the target'); // shown 12.0x
    expect(turns('12,100,000', 'manufacturing')).toBe('above the target');
    expect(turns('8,000,000', 'wholesale')).toBe('on the edge of the target');
    expect(turns('8,100,000', 'wholesale')).toBe('above the target');
    expect(turns('10,000,000', 'manufacturing')).toBe('below the target');
    expect(turns('10,000,000', 'wholesale')).toBe('above the target');
  });
  it('shows the figures the worked example prints', () => {
    const shown = fromExample(slug);
    expect(line(shown, 'Inventory turns')).toBe(example.turns);
    expect(line(shown, 'Days of inventory')).toBe(`${example.days} days`);
    expect(line(shown, `Cash released at ${example.target} a year`)).toBe(example.cashReleased);
    expect(shown.verdict?.label).toBe(`${example.position} the target`);
  });
  it('says stock that does not sell covers no number of days', () => {
    const shown = result(
      evaluate(slug, {costOfGoodsSold: '0', averageInventory: '1,000', sector: 'wholesale'}),
    );
    expect(line(shown, 'Days of inventory')).toBe('not measurable (no cost of goods sold)');
    expect(shown.verdict?.label).toBe('below the target');
  });
});

describe('overall equipment effectiveness', () => {
  const slug = 'overall-equipment-effectiveness';
  const {example} = oee;
  // 6,000 planned minutes at a 1-second cycle: 360,000 units at 100% OEE.
  const withGood = (goodCount: string) =>
    verdict(slug, {
      plannedMinutes: '6,000',
      runMinutes: '6,000',
      idealCycleSeconds: '1',
      totalCount: '360,000',
      goodCount,
    });

  it('reads the target as "above": 85.0% is not above it, 85.1% is', () => {
    expect(withGood('306,000')).toBe('on the edge of the target');
    expect(withGood('306,100')).toBe('on the edge of the target'); // shown 85.0%
    expect(withGood('306,360')).toBe('above the target');
  });
  it('shows the figures the worked example prints', () => {
    const shown = fromExample(slug);
    expect(line(shown, 'OEE')).toBe(example.oee);
    expect(line(shown, 'Availability')).toBe(example.availability);
    expect(line(shown, 'Performance')).toBe(example.performance);
    expect(line(shown, 'Quality')).toBe(example.quality);
    expect(line(shown, 'Units the planned time allows at ideal speed')).toBe(example.fullCount);
    expect(line(shown, `More good units at ${example.target} OEE`)).toBe(example.extraAtTarget);
    expect(shown.verdict?.label).toBe(`${example.position} the target`);
    expect(shown.notes).toEqual([
      'The largest loss is in performance (speed lost while running): start there.',
    ]);
  });
  it('refuses figures that contradict each other', () => {
    expect(
      evaluate(slug, {
        plannedMinutes: '480',
        runMinutes: '500',
        idealCycleSeconds: '2',
        totalCount: '1,000',
        goodCount: '1,001',
      }),
    ).toEqual({
      kind: 'incomplete',
      missing: [],
      errors: {
        runMinutes: 'Cannot be more than the planned production time.',
        goodCount: 'Cannot be more than the units made.',
      },
    });
    // 20,000 units at 2 seconds need 667 minutes; the line ran 420.
    expect(
      evaluate(slug, {
        plannedMinutes: '480',
        runMinutes: '420',
        idealCycleSeconds: '2',
        totalCount: '20,000',
        goodCount: '19,000',
      }),
    ).toMatchObject({
      errors: {
        idealCycleSeconds:
          'Too slow for the units made in the run time: the ideal cycle time is the fastest the line can make one unit.',
      },
    });
  });
});
