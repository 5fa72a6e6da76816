import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {headingSlug} from '../text/slug';
import {packHeadings, unpackHeadings, type IndexedHeading} from './indexFiles';

describe('packed headings', () => {
  it('write a heading whose anchor its text gives as the text alone', () => {
    expect(
      packHeadings([
        ['communicating-price-changes', 'Communicating price changes'],
        ['faq-title', 'Pricing questions'],
        ['', 'A heading without an anchor'],
        ['whats-a-good-dso', 'What’s a good DSO?'],
      ]),
    ).toEqual([
      'Communicating price changes',
      ['faq-title', 'Pricing questions'],
      ['', 'A heading without an anchor'],
      'What’s a good DSO?',
    ]);
  });

  it('read back as they were written, whatever the anchors and texts', () => {
    const heading = fc.oneof(
      fc.tuple(fc.string(), fc.string()),
      fc.string().map((text): [string, string] => [headingSlug(text), text]),
    );
    fc.assert(
      fc.property(fc.array(heading), (headings: IndexedHeading[]) => {
        expect(unpackHeadings(packHeadings(headings))).toEqual(headings);
      }),
    );
  });
});
