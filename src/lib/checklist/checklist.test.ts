import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  CHECKLIST_ITEM_COUNT,
  CHECKLIST_SECTIONS,
  CHECKLIST_SECTION_SIZES,
  CHECKLIST_TITLE_POINTS,
} from '@site/src/data/marginLeakChecklist';
import {
  checklistKey,
  checklistVerdict,
  completionPercent,
  countChecked,
  verdictBands,
} from './checklist';

describe('the checklist content', () => {
  it('has 6 sections of 8 checks, 48 in all, under a 47-point title', () => {
    expect(CHECKLIST_SECTIONS).toHaveLength(6);
    expect(CHECKLIST_SECTION_SIZES).toEqual([8, 8, 8, 8, 8, 8]);
    expect(CHECKLIST_ITEM_COUNT).toBe(48);
    expect(CHECKLIST_TITLE_POINTS).toBe(47);
  });
  it('asks each check once, as a full sentence', () => {
    const items = CHECKLIST_SECTIONS.flatMap((section) => section.items);
    expect(new Set(items).size).toBe(items.length);
    for (const item of items) expect(item).toMatch(/^[A-Z].{30,}\.$/);
  });
});

describe('countChecked', () => {
  it('counts ticked items only, ignoring unknown keys', () => {
    const answers = {
      [checklistKey(0, 0)]: true,
      [checklistKey(5, 7)]: true,
      [checklistKey(2, 3)]: false,
      '6-0': true,
      '0-8': true,
    };
    expect(checklistKey(5, 7)).toBe('5-7');
    expect(countChecked(answers, CHECKLIST_SECTION_SIZES)).toBe(2);
    expect(countChecked({}, CHECKLIST_SECTION_SIZES)).toBe(0);
  });
});

describe('completionPercent', () => {
  it('rounds checked / 48 to a whole percent', () => {
    expect(completionPercent(0, 48)).toBe(0);
    expect(completionPercent(1, 48)).toBe(2); // 2.08
    expect(completionPercent(19, 48)).toBe(40); // 39.58
    expect(completionPercent(24, 48)).toBe(50);
    expect(completionPercent(29, 48)).toBe(60); // 60.42
    expect(completionPercent(38, 48)).toBe(79); // 79.17
    expect(completionPercent(39, 48)).toBe(81); // 81.25
    expect(completionPercent(47, 48)).toBe(98); // 97.92
    expect(completionPercent(48, 48)).toBe(100);
  });
  it('rounds halves up', () => {
    expect(completionPercent(1, 8)).toBe(13); // 12.5
    expect(completionPercent(1, 200)).toBe(1); // 0.5
  });
  it('is 0 with no items and stays within 0 to 100', () => {
    expect(completionPercent(3, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({min: 0, max: 48}), (checked) => {
        const percent = completionPercent(checked, 48);
        return Number.isInteger(percent) && percent >= 0 && percent <= 100;
      }),
      {numRuns: 1000},
    );
  });
});

describe('checklistVerdict', () => {
  it('gives the four verdicts at the 80 / 60 / 40 edges', () => {
    expect(checklistVerdict(100)).toEqual({
      level: 'excellent',
      text: 'Excellent margin management',
    });
    expect(checklistVerdict(80).level).toBe('excellent');
    expect(checklistVerdict(79)).toEqual({level: 'good', text: 'Good, with room for improvement'});
    expect(checklistVerdict(60).level).toBe('good');
    expect(checklistVerdict(59)).toEqual({
      level: 'moderate',
      text: 'Moderate risk of margin leaks',
    });
    expect(checklistVerdict(40).level).toBe('moderate');
    expect(checklistVerdict(39)).toEqual({
      level: 'high',
      text: 'High risk of significant margin leaks',
    });
    expect(checklistVerdict(0).level).toBe('high');
  });
  it('reaches each verdict from a real count of ticks', () => {
    const verdictAt = (checked: number) => checklistVerdict(completionPercent(checked, 48)).level;
    expect(verdictAt(18)).toBe('high'); // 37.5 → 38
    expect(verdictAt(19)).toBe('moderate'); // 39.58 → 40
    expect(verdictAt(28)).toBe('moderate'); // 58.33 → 58
    expect(verdictAt(29)).toBe('good'); // 60.42 → 60
    expect(verdictAt(38)).toBe('good'); // 79.17 → 79
    expect(verdictAt(39)).toBe('excellent'); // 81.25 → 81
  });
});

describe('verdictBands', () => {
  it('gives the ranges of ticks of each verdict for the 48 checks', () => {
    // 39 ÷ 48 = 81.3% (38 ÷ 48 = 79.2%); 29 ÷ 48 = 60.4%; 19 ÷ 48 = 39.6%, which rounds to 40%.
    expect(
      verdictBands(48).map(({level, fromChecked, toChecked}) => [level, fromChecked, toChecked]),
    ).toEqual([
      ['excellent', 39, 48],
      ['good', 29, 38],
      ['moderate', 19, 28],
      ['high', 0, 18],
    ]);
  });
  it('covers every count once, and each count gets the verdict of its percentage', () => {
    fc.assert(
      fc.property(fc.integer({min: 1, max: 500}), (total) => {
        const bands = verdictBands(total);
        let expected = total;
        for (const band of bands) {
          if (band.toChecked !== expected) return false;
          for (const checked of [band.fromChecked, band.toChecked]) {
            if (checklistVerdict(completionPercent(checked, total)).level !== band.level)
              return false;
          }
          expected = band.fromChecked - 1;
        }
        return expected === -1;
      }),
      {numRuns: 200},
    );
  });
});
