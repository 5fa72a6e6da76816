/**
 * The Business Numbers of every edition: each term page's calculator starts from the page's
 * worked example and shows a result; nothing typed shows NaN; and, for the released edition,
 * the calculators read the published benchmarks edge by edge.
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {DRAFT, EDITIONS, RELEASED} from '@site/src/data/editions';
import type {TermSlug} from '@site/src/lib/businessNumbers/registry';
import {
  evaluateCalculator,
  exampleTexts,
  type Calculator,
  type Evaluation,
  type ResultLine,
} from '@site/src/lib/metrics/calculators';
import {MISSING_MESSAGE} from '@site/src/lib/metrics/calculators/evaluate';
import {example as contributionExample} from '@site/versioned_docs/version-2025/_data/terms/contribution-margin';
import * as cac2025 from '@site/versioned_docs/version-2025/_data/terms/customer-acquisition-cost';
import * as clv2025 from '@site/versioned_docs/version-2025/_data/terms/customer-lifetime-value';
import * as churn2025 from '@site/versioned_docs/version-2025/_data/terms/churn-rate';
import * as tier2025 from '@site/versioned_docs/version-2025/_data/terms/customer-tier';
import * as nrr2025 from '@site/versioned_docs/version-2025/_data/terms/net-revenue-retention';
import * as rfm2025 from '@site/versioned_docs/version-2025/_data/terms/rfm-modelling';
import * as cacNext from '@site/docs/_data/terms/customer-acquisition-cost';
import * as clvNext from '@site/docs/_data/terms/customer-lifetime-value';
import * as churnNext from '@site/docs/_data/terms/churn-rate';
import * as tierNext from '@site/docs/_data/terms/customer-tier';
import * as nrrNext from '@site/docs/_data/terms/net-revenue-retention';
import * as rfmNext from '@site/docs/_data/terms/rfm-modelling';

/** The Customer & Revenue page modules of each edition, with the edition. */
const CUSTOMER_REVENUE_PAGES = [
  {
    edition: RELEASED,
    clv: clv2025,
    cac: cac2025,
    churn: churn2025,
    tier: tier2025,
    nrr: nrr2025,
    rfm: rfm2025,
  },
  {
    edition: DRAFT,
    clv: clvNext,
    cac: cacNext,
    churn: churnNext,
    tier: tierNext,
    nrr: nrrNext,
    rfm: rfmNext,
  },
];

function spec(slug: TermSlug): Calculator {
  const page = RELEASED.content.TERM_PAGES[slug];
  if (!page) throw new Error(`no page for ${slug} in the released edition`);
  return page.calculator;
}

function run(slug: TermSlug, changes: Record<string, string> = {}): Evaluation {
  const calculator = spec(slug);
  return evaluateCalculator(calculator, {...exampleTexts(calculator), ...changes});
}

function result(slug: TermSlug, changes: Record<string, string> = {}) {
  const evaluation = run(slug, changes);
  if (evaluation.kind !== 'result') {
    throw new Error(`${slug}: ${JSON.stringify(evaluation.errors)}`);
  }
  return evaluation;
}

function line(slug: TermSlug, label: string, changes: Record<string, string> = {}): string {
  const found = result(slug, changes).lines.find((entry) => entry.label === label);
  if (!found) throw new Error(`${slug}: no line "${label}"`);
  return found.value;
}

function verdictLabel(slug: TermSlug, changes: Record<string, string> = {}): string | undefined {
  return result(slug, changes).verdict?.label;
}

/** Every term page of every edition, with its edition. */
const PAGES = EDITIONS.flatMap((edition) =>
  Object.entries(edition.content.TERM_PAGES).map(([slug, page]) => ({
    name: `${edition.name} ${slug}`,
    calculator: page.calculator,
  })),
);

/** Every piece of text an evaluation would put on the page. */
function shownText(evaluation: Evaluation): string {
  if (evaluation.kind === 'incomplete') return Object.values(evaluation.errors).join(' ');
  const verdict = evaluation.verdict;
  return [
    ...evaluation.lines.flatMap((entry) => [entry.label, entry.value]),
    ...evaluation.notes,
    ...(verdict
      ? [verdict.summary, verdict.label, ...verdict.rows.map((row) => `${row.label} ${row.range}`)]
      : []),
  ].join(' | ');
}

describe('the calculators of every edition', () => {
  it.each(PAGES)('$name shows a result for its worked example', ({calculator}) => {
    const evaluation = evaluateCalculator(calculator, exampleTexts(calculator));
    expect(evaluation.kind).toBe('result');
    expect(shownText(evaluation)).not.toMatch(/NaN|Infinity|undefined|—/);
  });
  it.each(PAGES)(
    '$name gives each input a unique id and every choice an example among its options',
    ({calculator}) => {
      const ids = calculator.inputs.map((input) => input.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const input of calculator.inputs) {
        if (input.kind === 'choice') {
          expect(input.options.map((option) => option.value)).toContain(
            calculator.example[input.id],
          );
        }
      }
    },
  );
  it('never show NaN or Infinity, whatever is typed', () => {
    const text = fc.oneof(
      fc.constantFrom(
        '',
        ' ',
        '0',
        '-1',
        'abc',
        '1e400',
        '5e-324',
        '100',
        '101',
        '1,000',
        '$2.5',
        '3',
      ),
      fc.double({min: 0, max: 1e15, noNaN: true}).map(String),
      fc.integer({min: 0, max: 10_000}).map(String),
      fc.string(),
    );
    for (const {calculator} of PAGES) {
      const texts = fc.record(
        Object.fromEntries(calculator.inputs.map((input) => [input.id, text])),
      );
      fc.assert(
        fc.property(texts, (typed) => {
          const shown = shownText(evaluateCalculator(calculator, typed));
          return !/NaN|Infinity|undefined/.test(shown);
        }),
        {numRuns: 1000},
      );
    }
  });
});

describe('validation', () => {
  it('asks for a blank required field and shows no result', () => {
    const evaluation = run('customer-acquisition-cost', {newCustomers: ''});
    expect(evaluation).toEqual({
      kind: 'incomplete',
      errors: {newCustomers: MISSING_MESSAGE},
      missing: ['New customers won in the year'],
    });
  });
  it('explains unreadable and out-of-range figures beside the field', () => {
    expect(run('customer-lifetime-value', {grossMargin: 'twenty'})).toMatchObject({
      errors: {grossMargin: 'Enter a number, for example 1,250,000 or 12.5.'},
    });
    expect(run('customer-lifetime-value', {grossMargin: '120'})).toMatchObject({
      errors: {grossMargin: 'Enter a number no greater than 100.'},
    });
    expect(run('customer-acquisition-cost', {newCustomers: '0'})).toMatchObject({
      errors: {newCustomers: 'Enter a number above zero.'},
    });
    expect(run('rfm-modelling', {recency: '6'})).toMatchObject({
      errors: {recency: 'Enter a number no greater than 5.'},
    });
  });
  it('catches figures that contradict each other', () => {
    expect(run('quote-conversion-rate', {quotesWon: '500'})).toMatchObject({
      errors: {quotesWon: 'Cannot be more than the quotes issued.'},
    });
    expect(run('price-override-frequency', {overriddenDeals: '1,201'})).toMatchObject({
      errors: {overriddenDeals: 'Cannot be more than the deals closed.'},
    });
    expect(run('churn-rate', {customersLost: '241'})).toMatchObject({
      errors: {customersLost: 'Cannot be more than the customers at the start.'},
    });
    expect(run('breakeven-price', {targetMargin: '100'})).toMatchObject({
      errors: {targetMargin: 'No price leaves a margin of 100% or more: enter less than 100.'},
    });
    expect(run('customer-acquisition-cost', {salesCost: '0', marketingCost: '0'})).toMatchObject({
      kind: 'incomplete',
    });
  });
  it('leaves out what an optional blank field would feed', () => {
    const evaluation = result('price-override-frequency', {averageDealValue: ''});
    expect(evaluation.lines.map((entry) => entry.label)).not.toContain(
      'Revenue given away by overrides',
    );
    expect(evaluation.verdict?.label).toBe('moderate concern');
  });
});

describe('worked examples and verdicts', () => {
  describe.each(CUSTOMER_REVENUE_PAGES)(
    'customer and revenue terms of the $edition.name edition',
    ({edition, clv, cac, churn, tier, nrr, rfm}) => {
      function evaluated(slug: TermSlug, typed: Record<string, string>) {
        const page = edition.content.TERM_PAGES[slug];
        if (!page) throw new Error(`no page for ${slug} in the ${edition.name} edition`);
        const evaluation = evaluateCalculator(page.calculator, typed);
        if (evaluation.kind !== 'result') throw new Error(`${slug}: ${JSON.stringify(evaluation)}`);
        return evaluation;
      }
      /** The calculator of `slug`, started from the worked example, with `changes` typed in. */
      function fromExample(slug: TermSlug, changes: Record<string, string> = {}) {
        const page = edition.content.TERM_PAGES[slug];
        if (!page) throw new Error(`no page for ${slug} in the ${edition.name} edition`);
        return evaluated(slug, {...exampleTexts(page.calculator), ...changes});
      }
      /** Each result line's value by its label. */
      const lines = (evaluation: {readonly lines: readonly ResultLine[]}) =>
        Object.fromEntries(evaluation.lines.map((entry) => [entry.label, entry.value]));

      it('customer lifetime value: the calculator shows the figures of the worked example', () => {
        const evaluation = fromExample('customer-lifetime-value');
        expect(lines(evaluation)).toMatchObject({
          'Gross margin per customer per year': clv.example.annualMargin,
          'Customer lifetime value': clv.example.lifetimeValue,
          'LTV:CAC': clv.example.ratio,
          'Acquisition cost at 3:1 (edge of the danger zone)': clv.example.ceiling,
        });
        expect(evaluation.verdict?.label).toBe(clv.example.ratioBand);
      });
      it('customer acquisition cost: the calculator shows the worked example and the weaker year', () => {
        const evaluation = fromExample('customer-acquisition-cost');
        expect(lines(evaluation)).toMatchObject({
          'Customer acquisition cost (CAC)': cac.example.cac,
          'LTV:CAC': cac.example.ratio,
        });
        expect(evaluation.verdict?.label).toBe(cac.example.ratioBand);
        const weaker = fromExample('customer-acquisition-cost', {
          newCustomers: cac.example.fewerWins.newCustomers,
        });
        expect(lines(weaker)).toMatchObject({
          'Customer acquisition cost (CAC)': cac.example.fewerWins.cac,
          'LTV:CAC': cac.example.fewerWins.ratio,
        });
        expect(weaker.verdict?.label).toBe(cac.example.fewerWins.band);
      });
      it('customer acquisition cost: sets its costs against the lifetime value the CLV page works out', () => {
        expect(cac.example.lifetimeValue).toBe(clv.example.lifetimeValue);
      });
      it('churn rate: the calculator shows the figures of the worked example', () => {
        const evaluation = fromExample('churn-rate');
        expect(lines(evaluation)).toMatchObject({
          'Customer churn rate': churn.example.customerChurn,
          'Revenue churn rate': churn.example.revenueChurn,
          'Implied average customer lifetime': `${churn.example.lifetimeYears} years`,
          'Expansion revenue needed for 100% net retention': churn.example.standStillExpansion,
          'Expansion revenue needed for 110% (good)': churn.example.goodExpansion,
        });
        expect(evaluation.verdict?.label).toBe(churn.example.retainedBand);
        expect(evaluation.verdict?.summary).toContain(churn.example.retained);
      });
      it('customer tier: the calculator shows the worked example and the account after the changes', () => {
        const evaluation = fromExample('customer-tier');
        expect(lines(evaluation)).toMatchObject({
          'Margin after cost to serve': tier.example.marginAfterService,
          'Customer margin': tier.example.margin,
          'Cost to serve as a share of revenue': tier.example.serviceShare,
        });
        expect(evaluation.verdict?.label).toBe(tier.example.tier);
        const after = fromExample('customer-tier', {
          costToServe: tier.example.afterChanges.costToServe,
        });
        expect(lines(after)['Customer margin']).toBe(tier.example.afterChanges.margin);
        expect(after.verdict?.label).toBe(tier.example.afterChanges.tier);
      });
      it('net revenue retention: the calculator shows the figures of the worked example', () => {
        const evaluation = fromExample('net-revenue-retention');
        expect(lines(evaluation)).toMatchObject({
          'Revenue from the same customers today': nrr.example.today,
          'Net revenue retention': nrr.example.nrr,
          'Gross revenue retention (without expansion)': nrr.example.grossRetention,
        });
        expect(evaluation.verdict?.label).toBe(nrr.example.nrrBand);
      });
      it('RFM: the calculator finds the code and segment of the worked example', () => {
        const evaluation = fromExample('rfm-modelling');
        expect(lines(evaluation)).toMatchObject({
          'RFM code': rfm.example.restaurant.code,
          Segment: rfm.example.restaurant.segment,
        });
      });
      it.each([
        ['customer-lifetime-value', clv],
        ['customer-acquisition-cost', cac],
        ['churn-rate', churn],
        ['customer-tier', tier],
        ['net-revenue-retention', nrr],
        ['rfm-modelling', rfm],
      ] as const)('%s: every claim of the prose holds for its figures', (_slug, page) => {
        expect(page.findings).toEqual(page.claims);
      });

      it('LTV:CAC: every band, judged on the ratio as shown', () => {
        // $300,000 over 100 new customers: a CAC of $3,000.
        const withClv = (lifetimeValue: string) =>
          evaluated('customer-acquisition-cost', {
            salesCost: '300,000',
            marketingCost: '0',
            newCustomers: '100',
            lifetimeValue,
          }).verdict?.label;
        expect(withClv('9,000')).toBe('danger zone'); // exactly 3.0:1
        expect(withClv('9,120')).toBe('danger zone'); // 3.04:1, shown as 3.0:1
        expect(withClv('9,300')).toBe('acceptable'); // 3.1:1
        expect(withClv('14,700')).toBe('acceptable'); // 4.9:1
        expect(withClv('14,970')).toBe('excellent'); // 4.99:1, shown as 5.0:1
        expect(withClv('15,000')).toBe('excellent'); // exactly 5.0:1
      });
      it('churn rate: the implied lifetime comes from the unrounded churn rate', () => {
        const churnOf = (customersAtStart: string, customersLost: string) =>
          lines(
            evaluated('churn-rate', {
              customersAtStart,
              customersLost,
              startingRevenue: '1,000,000',
              churnedRevenue: '0',
              contractionRevenue: '0',
            }),
          );
        // 1 of 30 is 3.3% as shown; 1 ÷ 3.3% would be 30.3 years.
        expect(churnOf('30', '1')).toMatchObject({
          'Customer churn rate': '3.3%',
          'Implied average customer lifetime': '30 years',
        });
        expect(churnOf('30', '0')['Implied average customer lifetime']).toBe(
          'not measurable (no customers lost)',
        );
      });
      it('churn rate: net retention before expansion, every band edge judged as shown', () => {
        const withLost = (churnedRevenue: string) =>
          evaluated('churn-rate', {
            customersAtStart: '100',
            customersLost: '1',
            startingRevenue: '1,000,000',
            churnedRevenue,
            contractionRevenue: '0',
          }).verdict?.label;
        expect(withLost('0')).toBe('average'); // 100.0%
        expect(withLost('400')).toBe('average'); // 99.96%, shown as 100.0%
        expect(withLost('1,000')).toBe('concerning'); // 99.9%
      });
      it('customer tier: each tier of the benchmark, judged on the margin as shown', () => {
        const withCost = (productCost: string) =>
          evaluated('customer-tier', {revenue: '100,000', productCost, costToServe: '0'}).verdict
            ?.label;
        expect(withCost('95,100')).toBe('below every tier'); // 4.9%
        expect(withCost('95,000')).toBe('bottom-tier margin'); // 5.0%
        expect(withCost('85,040')).toBe('middle-tier margin'); // 14.96%, shown as 15.0%
        expect(withCost('85,000')).toBe('middle-tier margin'); // 15.0%
        expect(withCost('70,000')).toBe('top-tier margin'); // 30.0%
        expect(withCost('50,000')).toBe('top-tier margin'); // 50.0%
        expect(withCost('49,900')).toBe('above the top tier'); // 50.1%
      });
      it('net revenue retention: every band', () => {
        const withExpansion = (expansionRevenue: string) =>
          evaluated('net-revenue-retention', {
            startingRevenue: '1,000,000',
            expansionRevenue,
            contractionRevenue: '0',
            churnedRevenue: '100,000',
          }).verdict?.label;
        expect(withExpansion('0')).toBe('concerning'); // 90.0%
        expect(withExpansion('99,400')).toBe('concerning'); // 99.9%
        expect(withExpansion('100,000')).toBe('average'); // 100.0%
        expect(withExpansion('200,000')).toBe('good'); // 110.0%
        expect(withExpansion('300,000')).toBe('world-class'); // 120.0%
      });
    },
  );
  it('gross margin per product: margin bands and the industry range', () => {
    expect(line('gross-margin-per-product', 'Gross margin')).toBe('23.2%');
    expect(line('gross-margin-per-product', 'Markup on cost')).toBe('30.2%');
    expect(line('gross-margin-per-product', 'Wholesale range (15-25%)')).toBe('within the range');
    expect(verdictLabel('gross-margin-per-product')).toBe('standard margin');
    expect(verdictLabel('gross-margin-per-product', {unitCost: '630'})).toBe('high margin'); // 25.0%
    expect(verdictLabel('gross-margin-per-product', {unitCost: '798'})).toBe('low margin'); // 5.0%
    expect(verdictLabel('gross-margin-per-product', {unitCost: '840'})).toBe('below the low band');
  });
  it('margin per customer: every customer profitability band', () => {
    expect(line('margin-per-customer', 'Customer margin')).toBe('17.9%');
    const withCost = (productCost: string) =>
      verdictLabel('margin-per-customer', {productCost, costToServe: '0'});
    expect(withCost('450,000')).toBe('needs attention'); // 13.5%
    expect(withCost('442,000')).toBe('below the healthy range'); // 15.0%
    expect(withCost('416,000')).toBe('healthy'); // 20.0%
    expect(withCost('338,000')).toBe('healthy'); // 35.0%
    expect(withCost('325,000')).toBe('above the healthy range'); // 37.5%
    expect(withCost('300,000')).toBe('needs monitoring'); // 42.3%
  });
  it('quote conversion: below, within and above the industry range', () => {
    expect(line('quote-conversion-rate', 'Quote conversion rate')).toBe('20.0%');
    expect(verdictLabel('quote-conversion-rate')).toBe('within the manufacturing range');
    expect(verdictLabel('quote-conversion-rate', {industry: 'professional-services'})).toBe(
      'below the professional services range',
    );
    expect(verdictLabel('quote-conversion-rate', {industry: 'construction'})).toBe(
      'within the construction range',
    );
    expect(
      verdictLabel('quote-conversion-rate', {quotesWon: '120', industry: 'construction'}),
    ).toBe('above the construction range');
  });
  it('price-override frequency: the 15% and 55% scenarios and every band', () => {
    const withOverrides = (overriddenDeals: string) =>
      verdictLabel('price-override-frequency', {overriddenDeals});
    expect(withOverrides('60')).toBe('on target'); // 5%
    expect(withOverrides('180')).toBe('healthy'); // 15%
    expect(withOverrides('240')).toBe('moderate concern'); // 20%
    expect(withOverrides('420')).toBe('high risk'); // 35%
    expect(withOverrides('600')).toBe('critical'); // 50%
    expect(withOverrides('660')).toBe('critical'); // 55%
    expect(line('price-override-frequency', 'Revenue given away by overrides')).toBe('$110,880');
  });
  it('breakeven price: $61.00 breakeven, $81.33 target, and where a price stands', () => {
    expect(line('breakeven-price', 'Breakeven price')).toBe('$61.00');
    expect(line('breakeven-price', 'Target price for a 25.0% margin')).toBe('$81.33');
    expect(verdictLabel('breakeven-price')).toBe('above breakeven but below target');
    expect(verdictLabel('breakeven-price', {currentPrice: '60.99'})).toBe('below breakeven');
    expect(verdictLabel('breakeven-price', {currentPrice: '61'})).toBe(
      'above breakeven but below target',
    );
    expect(verdictLabel('breakeven-price', {currentPrice: '81.33'})).toBe('at or above target');
    expect(result('breakeven-price', {currentPrice: ''}).verdict).toBeUndefined();
  });
  it("contribution margin: the worked example's business, and breakeven revenue", () => {
    expect(line('contribution-margin', 'Contribution margin')).toBe(contributionExample.margin);
    expect(line('contribution-margin', 'Contribution margin ratio')).toBe(
      contributionExample.ratio,
    );
    expect(line('contribution-margin', 'Revenue needed to break even')).toBe(
      contributionExample.breakeven,
    );
    expect(
      result('contribution-margin', {revenue: '1,250,000', variableCosts: '1,300,000'}).notes,
    ).toEqual([
      'Each sale contributes nothing or less, so no amount of revenue covers fixed costs.',
    ]);
  });
  it('forecast accuracy: every band, 75% and 85% being good', () => {
    expect(line('forecast-accuracy', 'Forecast accuracy')).toBe('83.8%');
    const withForecast = (forecast: string) =>
      verdictLabel('forecast-accuracy', {forecast, actual: '2,000,000'});
    expect(withForecast('2,600,000')).toBe('needs improvement'); // 70%
    expect(withForecast('2,500,000')).toBe('good'); // 75%
    expect(withForecast('1,700,000')).toBe('good'); // 85%
    expect(withForecast('1,800,000')).toBe('excellent'); // 90%
  });
  it('quote-to-cash: faster, within and slower than the kind of deal', () => {
    expect(line('quote-to-cash-time', 'Quote-to-cash time')).toBe('53 days');
    expect(line('quote-to-cash-time', 'Cash tied up in the cycle')).toBe('$2,613,699');
    expect(verdictLabel('quote-to-cash-time')).toBe('slower than the complex deals range');
    expect(verdictLabel('quote-to-cash-time', {deal: 'enterprise'})).toBe(
      'faster than the enterprise deals range',
    );
    expect(verdictLabel('quote-to-cash-time', {invoiceToCash: '30'})).toBe(
      'within the complex deals range',
    );
  });
  it('days sales outstanding: 46.5 days is slow, and every range', () => {
    expect(line('days-sales-outstanding', 'Days sales outstanding')).toBe('46.5 days');
    expect(line('days-sales-outstanding', 'Cash released at 30 days')).toBe('$660,000');
    const withReceivables = (receivables: string) =>
      verdictLabel('days-sales-outstanding', {receivables});
    expect(withReceivables('400,000')).toBe('faster than the usual ranges'); // 10 days
    expect(withReceivables('600,000')).toBe('prompt collection'); // 15 days
    expect(withReceivables('1,200,000')).toBe('typical collection'); // 30 days
    expect(withReceivables('1,800,000')).toBe('slow collection'); // 45 days
  });
  it('average order value: each order-size range', () => {
    expect(line('average-order-value', 'Average order value')).toBe('$1,355');
    const withRevenue = (revenue: string) =>
      verdictLabel('average-order-value', {revenue, orders: '100'});
    expect(withRevenue('10,000')).toBe('small orders'); // $100
    expect(withRevenue('30,000')).toBe('between the small and mid-size ranges'); // $300
    expect(withRevenue('150,000')).toBe('mid-size orders'); // $1,500
    expect(withRevenue('300,000')).toBe('between the mid-size and large ranges'); // $3,000
    expect(withRevenue('2,000,000')).toBe('large orders'); // $20,000
  });
  it('sales velocity: profit per day and the win rate a discount needs', () => {
    expect(line('sales-velocity-profitability', 'Profit velocity (gross profit per day)')).toBe(
      '$1,680',
    );
    expect(line('sales-velocity-profitability', 'Win rate needed to offset a 5.0% discount')).toBe(
      '30.4%',
    );
    expect(
      line('sales-velocity-profitability', 'Win rate needed to offset a 30.0% discount', {
        discount: '30',
      }),
    ).toBe('none: the discount takes the whole margin');
  });
});
