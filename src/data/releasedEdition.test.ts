import {describe, expect, it} from 'vitest';
import {RELEASED} from './editions';
import {RELEASED_BENCHMARKS, RELEASED_TERMS} from './releasedEdition';

describe('releasedEdition', () => {
  it('is the content of the edition served at the root URLs', () => {
    expect(RELEASED_BENCHMARKS).toBe(RELEASED.content.benchmarks);
    expect(RELEASED_TERMS).toBe(RELEASED.content.TERMS);
  });
});
