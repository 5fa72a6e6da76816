import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {formatPercent, formatUsd} from '../numbers/format';
import {checkArithmetic} from './arithmetic';

/** The one equation the sentence holds, or a failure naming what was found instead. */
function onlyEquation(sentence: string) {
  const checks = checkArithmetic(sentence);
  expect(checks, `equations read in "${sentence}"`).toHaveLength(1);
  const [check] = checks;
  if (!check) throw new Error('unreachable');
  return check;
}

describe('checkArithmetic: equations that add up', () => {
  it.each([
    ['money, a count and a percent', 'Margin per contractor per year: $2,400 × 18 × 22% = $9,504'],
    [
      'a label, parentheses and a percent result',
      'Customer margin = ($520,000 − $383,000 − $44,000) ÷ $520,000 = 17.9%',
    ],
    ['a percent written in points after × 100', 'Override frequency = 330 ÷ 1,200 × 100 = 27.5%'],
    ['a rounded percent divisor', 'breakeven revenue = $300,000 ÷ 23.1% = $1,299,107'],
    ['cents on the result', 'Breakeven price = $46 + $15 = $61.00'],
    ['a sum with a unit after the result', 'Quote-to-cash time = 9 + 6 + 38 = 53 days'],
    ['a result in days', 'DSO = $1,860,000 ÷ $3,600,000 × 90 = 46.5 days: in the slow range'],
    ['a result "a day"', 'Lost per day: $136,800 ÷ 365 = $375 a day'],
    ['a result "of cash"', 'It would release (46.5 − 30) × $40,000 = $660,000 of cash'],
    ['a ratio to one', 'LTV:CAC = $47,520 ÷ $11,250 = 4.2:1: acceptable'],
    ['a multiple', 'Return = $9,000 ÷ $3,000 = 3x'],
    ['absolute value bars', 'Error = |$1,980,000 − $2,300,000| ÷ $1,980,000 = 16.2%'],
    ['"≈" with an approximate result', 'Implied average relationship: 1 ÷ 7.9% ≈ 12.7 years'],
    ['percents on both sides', 'win rate = 25% × 28% ÷ (28% − 5%) = 30.4%'],
    ['one minus a percent', 'Accuracy = (1 − 16%) × 100 = 84%'],
    ['a percent less a plain number read as points', 'New margin = 24% − 0.7 = 23.3%'],
    ['percentage points named', 'New margin = 24.0% − 0.7 points = 23.3%'],
    ['a negative amount', 'The balance = -$18,400 + $400 = -$18,000'],
    ['"x% of y"', 'The rebate is 22% of $400,000 = $88,000'],
    ['"per cent" in words', 'Lost: 60 per cent of $228,000 = $136,800 a year'],
    ['"N units at $X each"', 'Order handling: 160 orders at $60 each = $9,600'],
    ['"at about $X each"', 'Delivery: 74 drops at about $250 each = $18,500'],
    ['a unit word before an operator', 'Over a year, 12 months × $4,000 = $48,000'],
    ['"x" between two figures', 'Volume: 2,400 x 18 = 43,200'],
    ['"*" between two figures', 'Volume: 2,400 * 18 = 43,200'],
    ['a spaced slash', 'Fixed cost per unit = $180,000 / 12,000 = $15/unit'],
    ['a spaced hyphen as minus', 'Gross profit per unit = $840 - $645 = $195'],
    ['the typographic minus sign', 'Gross profit per unit = $840−$645 = $195'],
    ['scales K', 'Annual: $5K × 12 = $60K'],
    ['scale M', 'Gross profit = $20M × 24% = $4.8M'],
    ['scale words', 'Gross profit = $20 million × 24% = $4.8 million'],
    ['a bn scale', 'Per quarter: $2bn ÷ 4 = $500M'],
    ['"about" within 5%', 'A year: $285,120 × 4 = about $1.2 million'],
    ['"over" as a floor', 'A year: $285,120 × 4 = over $1.1 million'],
    ['"under" as a ceiling', 'A year: $285,120 × 4 = under $1.2 million'],
    [
      'a chain whose sides all agree',
      'Retained = $12,000,000 + $1,560,000 − $420,000 − $540,000 = $12,600,000 = $12,000,000 × 105%',
    ],
    ['an equation inside a parenthetical', 'The family (20 × $400 = $8,000) is small'],
    [
      'non-breaking spaces around operators',
      'Volume:\u00a02,400\u00a0×\u00a018\u00a0=\u00a043,200',
    ],
    ['a whole-number result rounded', 'Quotes issued for every order won: 1,000 ÷ 84 = 12'],
  ])('%s: "%s"', (_case, sentence) => {
    expect(onlyEquation(sentence).agrees).toBe(true);
  });
});

describe('checkArithmetic: equations that do not add up', () => {
  it.each([
    ['a percent read as a whole number', 'Margin per contractor: $2,400 × 18 × 22% = $52,800'],
    ['a points result off by a tenth', 'Override frequency = 330 ÷ 1,200 × 100 = 27.6%'],
    ['a result beyond the rounding of its divisor', 'Breakeven = $300,000 ÷ 23.1% = $1,310,000'],
    [
      'a percent that does not follow',
      'Customer margin = ($520,000 − $383,000 − $44,000) ÷ $520,000 = 19.7%',
    ],
    ['a sum off by one', 'Quote-to-cash time = 9 + 6 + 38 = 54 days'],
    ['a negative amount', 'The balance = -$18,400 − $400 = -$18,000'],
    ['"x% of y"', 'The rebate is 22% of $400,000 = $8,800'],
    ['"N units at $X each"', 'Order handling: 160 orders at $60 each = $6,900'],
    ['a ratio to one', 'LTV:CAC = $4,500 ÷ $1,500 = 2:1'],
    ['"≈" beyond 5%', 'Implied average relationship: 1 ÷ 7.9% ≈ 14 years'],
    ['"about" beyond 5%', 'A year: $285,120 × 4 = about $1.3 million'],
    ['"over" a floor that is not reached', 'A year: $285,120 × 4 = over $1.2 million'],
    ['"under" a ceiling that is exceeded', 'A year: $285,120 × 4 = under $1 million'],
    ['a scaled result', 'Gross profit = $20 million × 24% = $4.4 million'],
    ['a share of money read in points', 'Cost share = $550 × 5% = 27.5%'],
    [
      'a chain with one side that disagrees',
      'Retained = $12,000,000 + $1,560,000 − $420,000 − $540,000 = $12,600,000 = $12,000,000 × 106%',
    ],
  ])('%s: "%s"', (_case, sentence) => {
    expect(onlyEquation(sentence).agrees).toBe(false);
  });
});

describe('checkArithmetic: text that is skipped', () => {
  it.each([
    [
      'a formula in words',
      'Gross margin % = (Net selling price − Landed cost) ÷ Net selling price × 100',
    ],
    ['a word operand on the left', 'Revenue ÷ 4 = 25'],
    ['a word operand on the right', 'Target = 25 × margin per order'],
    ['a range that is not a subtraction', 'Typical: 15-25% × 2 = 40%'],
    ['a range with an en dash', 'Typical: 15–25% × 2 = 40%'],
    ['a range of weeks', 'Rollout: 2-3 weeks × 5 = 10-15 weeks'],
    ['a range of money with a floor', 'Deals of $5K-50K+ × 12 = $600K'],
    ['a range as the result', 'Typical margin: $2,000 ÷ $10,000 = 15 to 25%'],
    ['dates', 'Due: 12/03/2025 + 30 = 11/04/2025, or 2025-05-13 + 30'],
    ['a phone number', 'Call +1 (555) 123-4567 = sales line'],
    ['"24/7"', 'Support 24/7 = 168 hours × 1'],
    ['a ratio that is a label', 'Aim for 3:1 = healthy'],
    ['a time of day', 'Start 9:30 + 2 = 11:30'],
    ['a glued slash', 'Per unit: $180,000/12,000 = $15'],
    ['a compound number', 'Terms: 60-day × 2 = 120'],
    ['ordinals', 'Rank: 1st + 2nd = 3'],
    ['a floor on a count', 'Volume: 50+ customers × $10 = $500'],
    ['a definition without arithmetic', 'On $20 million of sales, 1 point = $200,000'],
    ['two lone figures', 'Rule of thumb: $1 = 100 cents'],
    ['a lone whole number as a label', 'Tier 1 = $1,000'],
    ['a floor inside arithmetic', 'Spread over 12 months × $4,000 = $48,000'],
    ['a relation with nothing numeric after it', 'Bias = $320,000 over-forecast'],
    ['a label whose value stands alone', 'Forecast accuracy = 83.8%: good'],
  ])('%s: "%s"', (_case, sentence) => {
    expect(checkArithmetic(sentence)).toEqual([]);
  });
});

describe('checkArithmetic: what it reports', () => {
  it('gives the equation as written, without the label before it or the unit after it', () => {
    const check = onlyEquation('Quote-to-cash time = 9 + 6 + 38 = 54 days, slower than typical');
    expect(check.text).toBe('9 + 6 + 38 = 54');
    expect(check.comparisons).toMatchObject([{left: '9 + 6 + 38', right: '54', leftValue: 53}]);
  });

  it('gives each equation of a paragraph separately, with its place in the text', () => {
    const text = 'First, 2 × 3 = 6. Then 10 ÷ 4 = 4. Last, 7 + 1 = 8.';
    const checks = checkArithmetic(text);
    expect(checks.map((check) => [check.text, check.agrees])).toEqual([
      ['2 × 3 = 6', true],
      ['10 ÷ 4 = 4', false],
      ['7 + 1 = 8', true],
    ]);
    expect(checks.map((check) => text.slice(check.start, check.end))).toEqual(
      checks.map((check) => check.text),
    );
  });

  it('compares every side of a chain after the label with the next', () => {
    const check = onlyEquation('Tier 1 = $1,000 × 12 = $12,000 = $6,000 × 2');
    expect(check.comparisons.map(({left, right}) => [left, right])).toEqual([
      ['$1,000 × 12', '$12,000'],
      ['$12,000', '$6,000 × 2'],
    ]);
  });

  it('gives the interval each side stands for', () => {
    const [comparison] = onlyEquation('Margin = $1,000 × 23.1% = $240').comparisons;
    expect(comparison?.leftInterval[0]).toBeCloseTo(999.5 * 0.2305, 9);
    expect(comparison?.leftInterval[1]).toBeCloseTo(1000.5 * 0.2315, 9);
    expect(comparison?.rightInterval).toEqual([239.5, 240.5]);
  });
});

describe('checkArithmetic: figures as the intervals that round to them', () => {
  it('accepts a result anywhere inside the interval of a rounded operand', () => {
    // 300,000 ÷ 0.2315 and ÷ 0.2305 bound what "23.1%" can give.
    expect(onlyEquation('$300,000 ÷ 23.1% = $1,295,900').agrees).toBe(true);
    expect(onlyEquation('$300,000 ÷ 23.1% = $1,301,500').agrees).toBe(true);
  });

  it('rejects a result just outside that interval', () => {
    expect(onlyEquation('$300,000 ÷ 23.1% = $1,295,800').agrees).toBe(false);
    expect(onlyEquation('$300,000 ÷ 23.1% = $1,301,600').agrees).toBe(false);
  });

  it('takes whole-number operands as exact counts', () => {
    expect(onlyEquation('Deals: 19 ÷ 240 × 100 = 7.9%').agrees).toBe(true);
    expect(onlyEquation('Deals: 19 ÷ 240 × 100 = 8.0%').agrees).toBe(false);
  });

  it('lets a division by a figure that rounds to zero pass, as it cannot be checked', () => {
    expect(onlyEquation('Per unit: $100 ÷ 0.0 = $5').agrees).toBe(true);
  });
});

describe('checkArithmetic: equations written with the site formatters', () => {
  // From $1,000, so that the ±$0.50 of a displayed amount stays small beside a 5% error.
  const money = fc.integer({min: 1_000, max: 10_000_000});
  const count = fc.integer({min: 1, max: 1_000});
  const share = fc.integer({min: 100, max: 999}).map((tenths) => tenths / 10);

  it('agrees with every amount × count × percent rounded for display', () => {
    fc.assert(
      fc.property(money, count, share, (amount, n, percent) => {
        const result = (amount * n * percent) / 100;
        const sentence = `Total: ${formatUsd(amount)} × ${n} × ${formatPercent(percent)} = ${formatUsd(result)}`;
        return onlyEquation(sentence).agrees;
      }),
    );
  });

  it('disagrees when the result is 5% off', () => {
    fc.assert(
      fc.property(money, count, share, (amount, n, percent) => {
        const result = (amount * n * percent) / 100;
        const sentence = `Total: ${formatUsd(amount)} × ${n} × ${formatPercent(percent)} = ${formatUsd(result * 1.05 + 1)}`;
        return !onlyEquation(sentence).agrees;
      }),
    );
  });
});
