import {describe, expect, it} from 'vitest';
import {FAQ_SETS} from './faqs';

describe('FAQ sets', () => {
  it('are the three sets of six questions of the specification', () => {
    expect(Object.keys(FAQ_SETS)).toEqual(['general', 'pricing', 'implementation']);
    for (const [name, items] of Object.entries(FAQ_SETS)) {
      expect(items, name).toHaveLength(6);
    }
  });
  it('have unique questions and answers of real length', () => {
    const questions = Object.values(FAQ_SETS).flatMap((items) =>
      items.map((item) => item.question),
    );
    expect(new Set(questions).size).toBe(questions.length);
    for (const items of Object.values(FAQ_SETS)) {
      for (const item of items) {
        expect(item.question.endsWith('?'), item.question).toBe(true);
        expect(item.answer.length, item.question).toBeGreaterThan(60);
      }
    }
  });
  it('state the pricing-page bands and the published guarantees', () => {
    const pricing = FAQ_SETS.pricing.map((item) => item.answer).join(' ');
    expect(pricing).toContain('$500 a month below $10M');
    expect(pricing).toContain('$1,500 a month from $10M to $25M');
    expect(pricing).toContain('$3,000 a month above $25M');
    expect(pricing).toContain('ten times your monthly fee');
    expect(pricing).toContain('30-day pilot');
  });
});
