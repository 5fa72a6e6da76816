import {describe, expect, it} from 'vitest';
import {headingSlug} from './slug';

describe('headingSlug', () => {
  it('lower-cases, drops punctuation and joins words with hyphens', () => {
    expect(headingSlug("See your industry's use cases on your own data")).toBe(
      'see-your-industrys-use-cases-on-your-own-data',
    );
    expect(headingSlug('Have a question about your own margins?')).toBe(
      'have-a-question-about-your-own-margins',
    );
  });
  it('keeps digits, hyphens and letters with accents', () => {
    expect(headingSlug('Find your own margin leaks in 24-48 hours')).toBe(
      'find-your-own-margin-leaks-in-24-48-hours',
    );
    expect(headingSlug('Réalisation')).toBe('réalisation');
  });
  it('never gives the colons of generated ids', () => {
    expect(headingSlug('Step 1: the data')).toBe('step-1-the-data');
  });
});
