import {describe, expect, it} from 'vitest';
import {readRecord} from '@site/src/lib/storage/record';
import {WORKSHEET_RECORD, WORKSHEET_SHARE} from './record';
import {EMPTY_ANSWERS} from './worksheet';

const get = (items: Record<string, string>) => (key: string) => items[key] ?? null;

describe('WORKSHEET_RECORD', () => {
  it('reads a worksheet stored by earlier versions of the site (bare state under the .v1 key)', () => {
    const today = {step: 4, answers: {...EMPTY_ANSWERS, productName: 'Valves', pricePoint: '$42'}};
    const read = readRecord(
      WORKSHEET_RECORD,
      get({'tools.pricing-worksheet.v1': JSON.stringify(today)}),
    );
    expect(read.value).toEqual(today);
    expect(read.setAside).toEqual([]);
  });

  it('keeps each readable answer, and sets aside the others and an odd step (back to step 1)', () => {
    const stored = {
      step: 9.5,
      answers: {productName: 'Valves', pricePoint: ['42'], targetMarket: 7},
    };
    const read = readRecord(
      WORKSHEET_RECORD,
      get({'tools.pricing-worksheet.v1': JSON.stringify(stored)}),
    );
    expect(read.value.step).toBe(1);
    expect(read.value.answers).toEqual({
      ...EMPTY_ANSWERS,
      productName: 'Valves',
      targetMarket: '7',
    });
    expect(read.setAside).toEqual([
      {where: 'answer “price point”', reason: 'Not text or a number.', value: ['42']},
      {where: 'worksheet step', reason: 'Not a step from 1 to 6: back to step 1.', value: 9.5},
    ]);
  });

  it('starts at step 1, setting nothing aside, when no step was stored', () => {
    const read = readRecord(
      WORKSHEET_RECORD,
      get({'tools.pricing-worksheet.v1': '{"answers":{}}'}),
    );
    expect(read).toMatchObject({value: {step: 1, answers: EMPTY_ANSWERS}, setAside: []});
  });
});

describe('WORKSHEET_SHARE', () => {
  it('round-trips the step and the nine answers', () => {
    const state = {
      step: 3,
      answers: {...EMPTY_ANSWERS, productName: 'Valves', justification: 'Line 1\nLine 2'},
    };
    expect(
      WORKSHEET_SHARE.fromCompact(JSON.parse(JSON.stringify(WORKSHEET_SHARE.toCompact(state)))),
    ).toEqual(state);
  });

  it('refuses a step out of range or the wrong number of answers', () => {
    expect(WORKSHEET_SHARE.fromCompact([7, Array(9).fill('')])).toBeNull();
    expect(WORKSHEET_SHARE.fromCompact([1, Array(8).fill('')])).toBeNull();
  });
});
