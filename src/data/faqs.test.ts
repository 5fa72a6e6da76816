import {describe, expect, it} from 'vitest';
import {formatUsd} from '@site/src/lib/numbers/format';
import {countInWords} from '@site/src/lib/numbers/words';
import {FAQ_SETS} from './faqs';
import {
  ANNUAL_DISCOUNT_PERCENT,
  PILOT_DAYS,
  PLANS_IN_ORDER,
  ROI_GUARANTEE,
  bandInWords,
} from './pricing';

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
  it('state each plan’s price on the pricing-page bands, and the published guarantees', () => {
    const pricing = FAQ_SETS.pricing.map((item) => item.answer).join(' ');
    for (const plan of PLANS_IN_ORDER) {
      const band = bandInWords(plan.revenueFrom, plan.revenueTo);
      expect(pricing).toContain(`${formatUsd(plan.monthly)} a month ${band}`);
    }
    expect(pricing).toContain(`save ${ANNUAL_DISCOUNT_PERCENT}%`);
    expect(pricing).toContain(
      `${countInWords(ROI_GUARANTEE.multipleOfMonthlyFee)} times your monthly fee`,
    );
    expect(pricing).toContain(`first ${ROI_GUARANTEE.days} days`);
    expect(pricing).toContain(`${PILOT_DAYS}-day pilot`);
  });
});
