/**
 * The address of the search results page and what it says: `/search?q=churn` searches the
 * edition at the root; `&edition=2026` another edition (the draft, or an older one), so the
 * reader stays in the edition they came from; `&section=tools` shows one section.
 */
import {isSectionId, type SectionId} from './sections';
import {editionOfPath, type SearchEdition} from './indexFiles';

export const RESULTS_PATH = '/search';

export interface ResultsState {
  readonly query: string;
  /** The edition's name; undefined for the edition at the root. */
  readonly edition: string | undefined;
  readonly section: SectionId | undefined;
}

/** The results page's address for a state; the root edition and "all sections" are left out. */
export function resultsUrl(state: ResultsState, editions: readonly SearchEdition[]): string {
  const params = new URLSearchParams();
  // As typed (spaces and all), so the results page can follow its box through the address.
  if (state.query.trim()) params.set('q', state.query);
  const edition = editions.find((candidate) => candidate.name === state.edition);
  if (edition && edition.prefix !== '') params.set('edition', edition.name);
  if (state.section) params.set('section', state.section);
  const search = params.toString();
  return search ? `${RESULTS_PATH}?${search}` : RESULTS_PATH;
}

/**
 * What the results page's query string asks for. An unknown edition or section is ignored
 * (the root edition, all sections), as is an edition that is the root one.
 */
export function readResultsState(search: string, editions: readonly SearchEdition[]): ResultsState {
  const params = new URLSearchParams(search);
  const editionName = params.get('edition') ?? '';
  const edition = editions.find((candidate) => candidate.name === editionName);
  const section = params.get('section') ?? '';
  return {
    query: params.get('q') ?? '',
    edition: edition && edition.prefix !== '' ? edition.name : undefined,
    section: isSectionId(section) ? section : undefined,
  };
}

/** The edition searched by default: the one served at the root. */
export function rootEdition(editions: readonly SearchEdition[]): SearchEdition | undefined {
  return editions.find((edition) => edition.prefix === '');
}

/**
 * The edition a reader at `location` is reading: the results page says it in its address;
 * elsewhere the path's prefix does ("/next/…" is the draft), and site-wide pages belong to
 * the edition at the root. For event handlers and effects: the query string is not known
 * while the static HTML renders.
 */
export function editionAt(
  location: {readonly pathname: string; readonly search: string},
  editions: readonly SearchEdition[],
): SearchEdition | undefined {
  if (location.pathname === RESULTS_PATH) {
    const {edition} = readResultsState(location.search, editions);
    return editions.find((candidate) => candidate.name === edition) ?? rootEdition(editions);
  }
  return editionOfPath(location.pathname, editions);
}
