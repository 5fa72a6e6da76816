/**
 * The search results page (`/search?q=…`): every page of the edition being read that
 * matches, filterable by section, searching the pages' whole text. The address holds the
 * query, the section and the edition, and follows the visitor's changes (without adding
 * history entries), so a search can be shared. The static page has no query: the address
 * is read once the page runs.
 */
import React, {type ReactNode, useEffect, useMemo, useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useHistorySelector} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import OwnPageHead from '@site/src/components/OwnPageHead';
import {ChipGroup, ToggleChip} from '@site/src/components/Chips';
import type {SearchResults, SiteSearch} from '@site/src/lib/search/engine';
import {editionLabel} from '@site/src/lib/search/indexFiles';
import {
  readResultsState,
  resultsUrl,
  rootEdition,
  type ResultsState,
} from '@site/src/lib/search/resultsUrl';
import {SEARCH_SECTIONS, sectionLabel, type SectionId} from '@site/src/lib/search/sections';
import {searchCode, textFile} from '../../client/files';
import {useSearchEditions} from '../../client/useSearchEditions';
import Snippet from '../SearchSnippet';
import styles from './styles.module.css';

/** The page's h1. */
const SEARCH_HEADING = 'Search';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

interface Loaded {
  readonly engine: SiteSearch;
  /** Whether the pages' text has been added. */
  readonly text: boolean;
}

/** For a query that found nothing: the closest terms, and the glossary. */
function NothingFound({
  engine,
  query,
}: {
  readonly engine: SiteSearch;
  readonly query: string;
}): ReactNode {
  const closest = engine.closest(query);
  const glossary = engine.glossaryUrl();
  return (
    <div className={styles.nothing}>
      {closest.length > 0 ? (
        <>
          <p>The closest terms:</p>
          <ul>
            {closest.map((term) => (
              <li key={term.url}>
                <Link to={term.url}>{term.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {glossary ? (
        <p>
          Or <Link to={glossary}>browse the glossary</Link> for the term you have in mind.
        </p>
      ) : null}
    </div>
  );
}

export default function SearchPage(): ReactNode {
  const editions = useSearchEditions();
  const history = useHistory();
  // The address is the state: empty in the static HTML and the first render, the real one
  // right after hydration, and it follows every change the visitor makes.
  const search = useHistorySelector((current) => current.location.search);
  const state = useMemo(() => readResultsState(search, editions), [search, editions]);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [failed, setFailed] = useState<string | undefined>(undefined);

  const editionName = state.edition ?? rootEdition(editions)?.name;
  const edition = editions.find((candidate) => candidate.name === editionName);

  // The edition's search, with the pages' whole text.
  useEffect(() => {
    if (!editionName) return undefined;
    let current = true;
    void textFile(editionName).catch(() => undefined);
    searchCode()
      .then(async ({loadSearch, loadText}) => {
        const engine = await loadSearch(editionName);
        if (!current) return;
        setLoaded({engine, text: engine.hasText});
        await loadText(engine);
        if (current) setLoaded({engine, text: true});
      })
      .catch(() => {
        if (current) setFailed(editionName);
      });
    return () => {
      current = false;
    };
  }, [editionName]);

  const engine = loaded && loaded.engine.edition === editionName ? loaded.engine : undefined;
  const textLoaded = Boolean(engine && loaded?.text);
  const results: SearchResults | undefined = useMemo(
    () =>
      engine && state.query.trim()
        ? engine.search(state.query, {section: state.section})
        : undefined,
    // textLoaded: the same engine answers more fully once its text has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, textLoaded, state.query, state.section],
  );

  const update = (change: Partial<ResultsState>) => {
    history.replace(resultsUrl({...state, ...change}, editions));
  };

  const query = state.query.trim();
  const total = results
    ? Object.values(results.counts).reduce((sum, count) => sum + (count ?? 0), 0)
    : 0;
  const shown = results?.hits.length ?? 0;
  const statusText = (() => {
    if (!query) return 'Type what you are looking for: a number, a term, a tool or a question.';
    if (failed === editionName) {
      return 'Search could not load. Check your connection and reload the page.';
    }
    if (!results) return 'Loading search…';
    const where = state.section ? ` in ${sectionLabel(state.section)}` : '';
    const found =
      shown === 0
        ? `No results for “${query}”${where}`
        : `${plural(shown, 'result')} for “${query}”${where}`;
    return textLoaded ? `${found}.` : `${found}, searching the full text…`;
  })();

  const editionLabelOf = (name: string) => {
    const found = editions.find((candidate) => candidate.name === name);
    return found ? editionLabel(found) : `${name} edition`;
  };

  const sectionsShown = SEARCH_SECTIONS.filter(
    (section) => (results?.counts[section.id] ?? 0) > 0 || section.id === state.section,
  );

  return (
    <Layout
      title={query ? `Search: ${query}` : 'Search'}
      description="Search the whole site: the Business Numbers, the glossary, tools and calculators, guides, the Growth Hub and company pages.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <OwnPageHead heading={SEARCH_HEADING} />
      <main className={clsx('container', styles.page)}>
        <h1 className={styles.title}>{SEARCH_HEADING}</h1>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-query" className={styles.label}>
            Search for
          </label>
          <input
            id="search-page-query"
            type="search"
            name="q"
            className={styles.input}
            value={state.query}
            placeholder="A number, a term, a tool or a question"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(event) => update({query: event.target.value})}
          />
        </form>
        {edition && edition.prefix !== '' ? (
          <p className={styles.edition}>
            Searching the {editionLabel(edition)} of the Business Numbers, glossary and guides.{' '}
            <Link to={resultsUrl({...state, edition: undefined}, editions)}>
              Search the current edition instead
            </Link>
          </p>
        ) : null}
        {query && total > 0 ? (
          <ChipGroup label="Filter results by section" className={styles.filters}>
            <ToggleChip
              pressed={state.section === undefined}
              count={total}
              onClick={() => update({section: undefined})}>
              All
            </ToggleChip>
            {sectionsShown.map((section) => (
              <ToggleChip
                key={section.id}
                pressed={state.section === section.id}
                count={results?.counts[section.id] ?? 0}
                onClick={() => update({section: section.id as SectionId})}>
                {section.label}
              </ToggleChip>
            ))}
          </ChipGroup>
        ) : null}
        <p role="status" className={styles.status}>
          {statusText}
        </p>
        {results && results.hits.length === 0 && textLoaded && engine ? (
          <NothingFound engine={engine} query={query} />
        ) : null}
        {results && results.hits.length > 0 ? (
          <ol className={styles.results}>
            {results.hits.map((hit) => (
              <li key={hit.url} className={styles.result}>
                <h2 className={styles.resultTitle}>
                  <Link to={hit.url}>
                    {hit.title}
                    {hit.heading ? <span className={styles.heading}> › {hit.heading}</span> : null}
                  </Link>
                </h2>
                <p className={styles.meta}>
                  {hit.edition ? (
                    <span className={styles.section}>{editionLabelOf(hit.edition)}</span>
                  ) : null}
                  <span className={styles.section}>{sectionLabel(hit.section)}</span>
                  <span className={styles.path}>{hit.url.split('#')[0]}</span>
                </p>
                <p className={styles.snippet}>
                  <Snippet segments={hit.snippet} />
                </p>
              </li>
            ))}
          </ol>
        ) : null}
      </main>
    </Layout>
  );
}
