import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {SEARCH_LANGUAGE} from '@site/src/data/searchSynonyms';
import {createReader, fold, parseQuery, termsOf, wordsOf} from './language';

const reader = createReader(SEARCH_LANGUAGE);

describe('fold', () => {
  it('lower-cases and drops accents', () => {
    expect(fold('Réalisation ÉTÉ')).toBe('realisation ete');
  });
});

describe('wordsOf', () => {
  it('splits on anything but letters and digits, keeping apostrophes inside words', () => {
    expect(wordsOf("Cost-to-serve, the company's 48-point list").map((word) => word.text)).toEqual([
      'Cost',
      'to',
      'serve',
      'the',
      "company's",
      '48',
      'point',
      'list',
    ]);
  });
  it('gives each word its place in the text', () => {
    const text = 'a  break-even';
    for (const word of wordsOf(text)) expect(text.slice(word.start, word.end)).toBe(word.text);
  });
});

describe('reader.term', () => {
  it.each([
    ['modeling', 'modelling'],
    ['Modelling', 'modelled'],
    ['realization', 'realisation'],
    ['Realisations', 'realised'],
    ['optimize', 'optimise'],
    ['analyze', 'analyse'],
    ['behavior', 'behaviour'],
    ['colors', 'colour'],
    ['catalogs', 'catalogue'],
    ['company’s', 'companies'],
    ['sizes', 'size'],
    ['pricing', 'priced'],
    ['customers', 'customer'],
    ['KPIs', 'kpi'],
    ['SKUs', 'sku'],
  ])('reads %s and %s as one word', (word, other) => {
    expect(reader.term(word)).toBe(reader.term(other));
  });

  it('keeps words with digits as they are', () => {
    expect(reader.term('90s')).toBe('90s');
    expect(reader.term('Q2C')).toBe('q2c');
  });

  it('brings a half-typed US spelling to the start of the UK one', () => {
    expect('realisation'.startsWith(reader.term('realiz'))).toBe(true);
  });

  it('gives UK and US forms of any -ise/-ize word the same term', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{3,9}$/),
        fc.constantFrom('ise', 'ised', 'ising', 'isation'),
        (stem, ending) => {
          expect(reader.term(`${stem}${ending}`)).toBe(
            reader.term(`${stem}${ending.replace('s', 'z')}`),
          );
        },
      ),
    );
  });
});

describe('termsOf', () => {
  it('drops filler words and keeps the rest in their kept form', () => {
    expect(termsOf('How do I calculate the Customer Lifetime Values?', reader)).toEqual(
      ['calculate', 'customer', 'lifetime', 'value'].map(reader.term),
    );
  });
  it('with joinPairs, also gives two neighbouring words as one', () => {
    expect(termsOf('Break-even price', reader, true)).toEqual(
      ['break', 'breakeven', 'even', 'evenprice', 'price'].map(reader.term),
    );
  });
  it('keeps a filler word written in capitals as an abbreviation, unless the whole text is', () => {
    expect(termsOf('Do we need IT people?', reader)).toEqual(
      ['need', 'IT', 'people'].map((word) => reader.term(word)),
    );
    expect(termsOf('is it worth it', reader)).toEqual([reader.term('worth')]);
    expect(termsOf('IS IT WORTH IT', reader)).toEqual([reader.term('worth')]);
    expect(parseQuery('IT people', reader).terms.map((term) => term.term)).toContain('it');
  });

  it('never joins across a filler word', () => {
    expect(termsOf('cost to serve', reader, true)).toEqual(['cost', 'serve'].map(reader.term));
  });
});

describe('parseQuery', () => {
  it('drops question words and turns "calculate" into a wish for a calculator', () => {
    const query = parseQuery('how do I calculate churn', reader);
    expect(query.terms).toEqual([{term: 'churn', word: 'churn', partial: true}]);
    expect(query.intents).toEqual(['calculator']);
  });
  it('keeps intent words as the words to find when nothing else is left', () => {
    const query = parseQuery('templates ', reader);
    expect(query.terms).toEqual([
      {term: reader.term('template'), word: 'templates', partial: false},
    ]);
    expect(query.intents).toEqual(['template']);
  });
  it('marks the last word partial until a space or punctuation ends it', () => {
    expect(parseQuery('churn ra', reader).terms.at(-1)).toMatchObject({term: 'ra', partial: true});
    expect(parseQuery('churn rate ', reader).terms.at(-1)).toMatchObject({partial: false});
    expect(parseQuery('churn rate?', reader).terms.at(-1)).toMatchObject({partial: false});
  });
  it("leaves the product's name out when other words are there, and looks for it alone", () => {
    expect(parseQuery('MarginScope pricing', reader).terms.map((term) => term.word)).toEqual([
      'pricing',
    ]);
    expect(parseQuery('MarginScope', reader).terms.map((term) => term.word)).toEqual([
      'marginscope',
    ]);
    expect(parseQuery('MarginScope pricing', reader).namesProduct).toBe(true);
    expect(parseQuery('pricing', reader).namesProduct).toBe(false);
    expect(parseQuery('MarginScope', reader).namesProduct).toBe(false);
  });
  it('gives the whole query, intent words included, as a phrase of kept forms', () => {
    expect(parseQuery('What is an ROI Calculator?', reader).phrase).toBe(
      `roi ${reader.term('calculator')}`,
    );
  });
  it('finds nothing to look for in filler alone', () => {
    expect(parseQuery('how do I', reader).terms).toEqual([]);
    expect(parseQuery('  ', reader).terms).toEqual([]);
  });
});

describe('a run of filler words that asks for something', () => {
  const asking = createReader({...SEARCH_LANGUAGE, asks: [['how much is it', 'price']]});
  it('adds the word it asks for', () => {
    expect(parseQuery('how much is it for a small firm', asking).terms.map((t) => t.term)).toEqual(
      ['small', 'firm', 'price'].map((word) => asking.term(word)),
    );
  });
  it('adds nothing when its words do not run together or the word is there', () => {
    expect(parseQuery('how much margin is it', asking).terms.map((t) => t.term)).toEqual([
      asking.term('margin'),
    ]);
    expect(parseQuery('how much is it, the price', asking).terms).toHaveLength(1);
  });
});

describe('runs of words that are filler together', () => {
  const runs = createReader({...SEARCH_LANGUAGE, fillerRuns: ['do you work with']});
  const words = (text: string) => parseQuery(text, runs).terms.map((t) => t.term);
  it('are dropped where they run together, and their words kept elsewhere', () => {
    expect(words('Do you work with foodservice distributors?')).toEqual(
      ['foodservice', 'distributors'].map(runs.term),
    );
    expect(words('work in progress')).toContain(runs.term('work'));
    expect(words('do you work')).toContain(runs.term('work'));
  });
});

describe('a question about the service itself', () => {
  const service = createReader({
    ...SEARCH_LANGUAGE,
    serviceQuestions: [
      {
        about: ['MarginScope', 'subscription'],
        asks: ['cost', 'charge'],
        phrases: ['how much is it'],
        alone: ['how much does it cost'],
        kind: 'plans',
      },
    ],
  });
  it('is answered by its kind of page when it names the service and asks what it costs, or asks in so many words', () => {
    expect(parseQuery('how much does MarginScope charge a month', service).services).toEqual([
      'plans',
    ]);
    expect(parseQuery('subscription costs for a $40M business', service).services).toEqual([
      'plans',
    ]);
    expect(parseQuery('How much is it a month for a $15m firm?', service).services).toEqual([
      'plans',
    ]);
    expect(parseQuery('How much does it cost?', service).services).toEqual(['plans']);
  });
  it('is an ordinary query with only one of the two', () => {
    expect(parseQuery('cost of credit', service).services).toEqual([]);
    expect(parseQuery('MarginScope for wholesalers', service).services).toEqual([]);
    expect(parseQuery('how much margin is it worth', service).services).toEqual([]);
    expect(parseQuery('how much does it cost to serve them', service).services).toEqual([]);
  });
  it('is not read in a run that starts like its phrase but asks something else', () => {
    const worth = createReader({
      ...SEARCH_LANGUAGE,
      asks: [['how much is it', 'price']],
      notAsking: ['how much is it worth'],
      serviceQuestions: [{about: [], asks: [], phrases: ['how much is it'], kind: 'plans'}],
    });
    const valued = parseQuery('how much is it worth spending to win an account', worth);
    expect(valued.services).toEqual([]);
    expect(valued.terms.map((t) => t.term)).not.toContain(worth.term('price'));
    const priced = parseQuery('how much is it a month', worth);
    expect(priced.services).toEqual(['plans']);
    expect(priced.terms.map((t) => t.term)).toContain(worth.term('price'));
  });
});
