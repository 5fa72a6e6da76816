import {describe, expect, it} from 'vitest';
import {SEARCH_LANGUAGE} from '@site/src/data/searchSynonyms';
import {createReader} from './language';
import {questionSections, type PageSection} from './questionSections';

const reader = createReader(SEARCH_LANGUAGE);

const SECTIONS: PageSection[] = [
  {
    heading: 'Supplier increases that never reach customers',
    texts: ['When a supplier raises its prices, the new cost often stays on the price list.'],
  },
  {
    heading: 'Communicating price changes',
    texts: ['Give thirty days written notice and explain the reason for the increase to buyers.'],
  },
  {heading: 'Tools for the work', texts: ['A worksheet and a calculator help with the numbers.']},
];

describe('questionSections', () => {
  it('gives a question to the section whose text holds its words, though the heading does not', () => {
    expect(
      questionSections(['How much notice should buyers get before an increase?'], SECTIONS, reader),
    ).toEqual([1]);
  });

  it('counts a word of a heading more than a word of the text', () => {
    expect(questionSections(['Which tools help with the work?'], SECTIONS, reader)).toEqual([2]);
  });

  it('leaves with the page a question no section clearly leads for, or shares one word with', () => {
    expect(questionSections(['What is our pricing strategy?', 'notice'], SECTIONS, reader)).toEqual(
      [-1, -1],
    );
  });

  it('leaves every question with a page of one section', () => {
    expect(questionSections(['How much notice?'], SECTIONS.slice(1, 2), reader)).toEqual([-1]);
  });
});
