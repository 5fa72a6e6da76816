import {describe, expect, it} from 'vitest';
import {WORKSHEET_STEPS} from '@site/src/data/pricingWorksheet';
import {
  EMPTY_ANSWERS,
  NOT_SPECIFIED,
  WORKSHEET_FIELDS,
  WORKSHEET_STEP_COUNT,
  clampStep,
  nextStep,
  previousStep,
  progressPercent,
  stepStatus,
  worksheetSummary,
  worksheetText,
} from './worksheet';

describe('steps and navigation', () => {
  it('has six steps', () => {
    expect(WORKSHEET_STEP_COUNT).toBe(6);
    expect(WORKSHEET_STEPS).toHaveLength(6);
  });
  it('asks each of the nine questions exactly once', () => {
    const asked = WORKSHEET_STEPS.flatMap((step) => step.questions.map((q) => q.field));
    expect(asked).toEqual([...WORKSHEET_FIELDS]);
    expect(asked).toHaveLength(9);
  });
  it('moves forward up to 6 and back down to 1', () => {
    expect(nextStep(1)).toBe(2);
    expect(nextStep(5)).toBe(6);
    expect(nextStep(6)).toBe(6);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(1);
  });
  it('keeps any step number within 1 to 6', () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(9)).toBe(6);
    expect(clampStep(3.7)).toBe(3);
    expect(clampStep(Number.NaN)).toBe(1);
  });
  it('gives progress as step / 6 × 100', () => {
    expect(progressPercent(1)).toBeCloseTo(16.667, 3);
    expect(progressPercent(3)).toBe(50);
    expect(progressPercent(6)).toBe(100);
  });
  it('styles earlier steps done, the current one current, later ones upcoming', () => {
    expect(stepStatus(1, 3)).toBe('done');
    expect(stepStatus(3, 3)).toBe('current');
    expect(stepStatus(4, 3)).toBe('upcoming');
  });
});

describe('worksheetSummary', () => {
  it('falls back to "Not specified" for each blank answer', () => {
    expect(worksheetSummary(EMPTY_ANSWERS)).toEqual({
      product: NOT_SPECIFIED,
      recommendedPrice: NOT_SPECIFIED,
      strategy: NOT_SPECIFIED,
      justification: NOT_SPECIFIED,
    });
    expect(NOT_SPECIFIED).toBe('Not specified');
  });
  it('shows product, price, objective and justification, trimmed', () => {
    const answers = {
      ...EMPTY_ANSWERS,
      productName: ' Copper fittings ',
      pricePoint: '$27.00',
      pricingObjective: 'Value-based',
      justification: '   ',
    };
    expect(worksheetSummary(answers)).toEqual({
      product: 'Copper fittings',
      recommendedPrice: '$27.00',
      strategy: 'Value-based',
      justification: NOT_SPECIFIED,
    });
  });
});

describe('worksheetText', () => {
  it('writes the summary, then every answer under its step, with CRLF line ends', () => {
    const text = worksheetText(
      {...EMPTY_ANSWERS, productName: 'Copper fittings', costStructure: 'Landed $18\nFreight $1'},
      WORKSHEET_STEPS,
      'Pricing strategy worksheet',
    );
    const lines = text.split('\r\n');
    expect(lines.slice(0, 8)).toEqual([
      'Pricing strategy worksheet',
      '==========================',
      '',
      'SUMMARY',
      'Product: Copper fittings',
      `Recommended price: ${NOT_SPECIFIED}`,
      `Strategy: ${NOT_SPECIFIED}`,
      `Justification: ${NOT_SPECIFIED}`,
    ]);
    expect(text).toContain(
      'STEP 3: COST STRUCTURE\r\nCost structure:\r\nLanded $18\r\nFreight $1\r\n',
    );
    expect(text).toContain(
      `STEP 6: PRICING DECISION\r\nPricing objective (strategy):\r\n${NOT_SPECIFIED}`,
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
  });
});
