import {describe, expect, it} from 'vitest';
import {editionOfPath, type SearchEdition} from './indexFiles';
import {editionAt, readResultsState, resultsUrl} from './resultsUrl';
import {sectionOf} from './sections';

const EDITIONS: SearchEdition[] = [
  {name: '2026', prefix: '/next', draft: true},
  {name: '2025', prefix: '', draft: false},
  {name: '2024', prefix: '/2024', draft: false},
];

describe('resultsUrl and readResultsState', () => {
  it('leave the edition at the root and "all sections" out of the address', () => {
    expect(resultsUrl({query: 'churn', edition: '2025', section: undefined}, EDITIONS)).toBe(
      '/search?q=churn',
    );
    expect(resultsUrl({query: ' ', edition: undefined, section: undefined}, EDITIONS)).toBe(
      '/search',
    );
  });

  it('name another edition and a section, and read them back', () => {
    const url = resultsUrl({query: 'break even', edition: '2026', section: 'tools'}, EDITIONS);
    expect(url).toBe('/search?q=break+even&edition=2026&section=tools');
    expect(readResultsState(url.slice('/search'.length), EDITIONS)).toEqual({
      query: 'break even',
      edition: '2026',
      section: 'tools',
    });
  });

  it('ignore an unknown edition or section', () => {
    expect(readResultsState('?q=x&edition=1999&section=nope', EDITIONS)).toEqual({
      query: 'x',
      edition: undefined,
      section: undefined,
    });
  });
});

describe('editions of paths', () => {
  it('gives a path the edition of the longest prefix it starts with, else the root one', () => {
    expect(editionOfPath('/next/business-numbers', EDITIONS)?.name).toBe('2026');
    expect(editionOfPath('/next', EDITIONS)?.name).toBe('2026');
    expect(editionOfPath('/2024/glossary', EDITIONS)?.name).toBe('2024');
    expect(editionOfPath('/nextgen', EDITIONS)?.name).toBe('2025');
    expect(editionOfPath('/pricing', EDITIONS)?.name).toBe('2025');
  });

  it('on the results page, takes the edition its address names', () => {
    expect(editionAt({pathname: '/search', search: '?q=a&edition=2026'}, EDITIONS)?.name).toBe(
      '2026',
    );
    expect(editionAt({pathname: '/search', search: '?q=a'}, EDITIONS)?.name).toBe('2025');
    expect(editionAt({pathname: '/next/x', search: '?edition=2024'}, EDITIONS)?.name).toBe('2026');
  });
});

describe('sectionOf', () => {
  const routes = {tools: new Set(['/calculate-roi']), guides: new Set(['/tracking-guide'])};
  it.each([
    [{path: '/business-numbers/churn-rate', isDoc: true}, 'business-numbers'],
    [{path: '/business-numbers', isDoc: true}, 'business-numbers'],
    [{path: '/commercial-intelligence-glossary', isDoc: true}, 'glossary'],
    [{path: '/margin-leaks-guide', isDoc: true}, 'guides'],
    [{path: '/blog/margin-leak', isDoc: false}, 'growth-hub'],
    [{path: '/calculate-roi', isDoc: false}, 'tools'],
    [{path: '/tracking-guide', isDoc: false}, 'guides'],
    [{path: '/pricing', isDoc: false}, 'company'],
    [{path: '/blogger', isDoc: false}, 'company'],
  ] as const)('%o → %s', (place, section) => {
    expect(sectionOf(place, routes)).toBe(section);
  });
});
