import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {layoutBars} from './bars';

describe('layoutBars', () => {
  it('scales positive values from a zero line at the left', () => {
    expect(layoutBars([30, 15], 300)).toEqual({
      zeroX: 0,
      bars: [
        {x: 0, width: 300},
        {x: 0, width: 150},
      ],
    });
  });
  it('draws negative values to the left of the zero line', () => {
    // Domain −10..30 over 400 units: zero at 100.
    expect(layoutBars([30, -10], 400)).toEqual({
      zeroX: 100,
      bars: [
        {x: 100, width: 300},
        {x: 0, width: 100},
      ],
    });
  });
  it('gives empty bars when every value is 0, and treats NaN as 0', () => {
    expect(layoutBars([0, Number.NaN], 200)).toEqual({
      zeroX: 0,
      bars: [
        {x: 0, width: 0},
        {x: 0, width: 0},
      ],
    });
  });
  it('keeps every bar inside the plot', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({min: -1e6, max: 1e6, noNaN: true}), {maxLength: 12}),
        fc.integer({min: 1, max: 2000}),
        (values, width) => {
          const layout = layoutBars(values, width);
          for (const bar of layout.bars) {
            expect(bar.width).toBeGreaterThanOrEqual(0);
            expect(bar.x).toBeGreaterThanOrEqual(-1e-9);
            expect(bar.x + bar.width).toBeLessThanOrEqual(width + 1e-9);
          }
        },
      ),
      {numRuns: 1000},
    );
  });
});
