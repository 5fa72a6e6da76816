import React, {type ReactNode, useId, useMemo} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistorySelector} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import {ChipGroup, ToggleChip} from '@site/src/components/Chips';
import StructuredData from '@site/src/components/StructuredData';
import {useEditionPath} from '@site/src/hooks/useEditionPath';
import {type EditionTerms, type TermEntry, termPath} from '@site/src/lib/businessNumbers/registry';
import {glossaryAnchor, type GlossaryTerm} from '@site/src/lib/glossary/types';
import {
  ALL_CATEGORIES,
  businessNumbersSearchable,
  filterGlossary,
  indexEntries,
  searchEntries,
  withBusinessNumbersNames,
} from '@site/src/lib/glossary/filter';
import {
  type GlossaryFilter,
  readGlossaryFilter,
  writeGlossaryFilter,
} from '@site/src/lib/glossary/urlState';
import {definedTermSet} from '@site/src/lib/structuredData/pages';
import NoScriptNotice from '@site/src/components/NoScriptNotice';
import script from '@site/src/css/script.module.css';
import styles from './styles.module.css';

const PAGE_PATH = '/commercial-intelligence-glossary';

interface TermProps {
  readonly entry: GlossaryTerm;
  readonly terms: readonly GlossaryTerm[];
  readonly businessNumbers: EditionTerms;
  readonly onShowTerm: (id: string) => void;
  /** Maps a doc path into the edition being read. */
  readonly inEdition: (path: string) => string;
}

function Term({entry, terms, businessNumbers, onShowTerm, inEdition}: TermProps): ReactNode {
  return (
    <article className={styles.term} aria-labelledby={entry.id}>
      <Heading as="h2" id={entry.id} className={styles.termName} tabIndex={-1}>
        {entry.term}
      </Heading>
      <p className={styles.category}>{entry.category}</p>
      <p className={styles.definition}>{entry.definition}</p>
      {entry.relatedTerms.length > 0 ? (
        <p className={styles.related}>
          <span>Related: </span>
          {entry.relatedTerms.map((name, index) => {
            const anchor = glossaryAnchor(terms, name);
            return (
              <React.Fragment key={name}>
                {index > 0 ? ', ' : null}
                {anchor ? (
                  <a
                    href={`#${anchor}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onShowTerm(anchor);
                    }}>
                    {name}
                  </a>
                ) : (
                  name
                )}
              </React.Fragment>
            );
          })}
        </p>
      ) : null}
      {entry.businessNumbersSlug ? (
        <p className={styles.deeper}>
          <Link to={inEdition(termPath(entry.businessNumbersSlug))}>
            {businessNumbers.term(entry.businessNumbersSlug).title}: formula, benchmarks and
            calculator
          </Link>
        </p>
      ) : null}
    </article>
  );
}

export interface GlossaryProps {
  /** The edition's glossary terms, in the order shown. */
  readonly terms: readonly GlossaryTerm[];
  /** The edition's categories, in the order of the filter buttons. */
  readonly categories: readonly string[];
  /** The edition's Business Numbers, for the links to term pages. */
  readonly businessNumbers: EditionTerms;
}

/** The Business Numbers pages of the edition whose names or summaries match the search. */
function MatchingBusinessNumbers({
  query,
  matching,
  inEdition,
}: {
  readonly query: string;
  readonly matching: readonly TermEntry[];
  readonly inEdition: (path: string) => string;
}): ReactNode {
  const headingId = useId();
  if (matching.length === 0) return null;
  return (
    <section className={styles.businessNumbers} aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} className={styles.businessNumbersTitle}>
        Business Numbers terms matching “{query.trim()}”
      </Heading>
      <ul className={styles.businessNumbersList}>
        {matching.map((entry) => (
          <li key={entry.slug}>
            <Link to={inEdition(termPath(entry.slug))}>{entry.title}</Link>
            <span className={styles.businessNumbersSummary}>: {entry.summary}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The glossary: text search (names, other names and definitions; case, hyphens, spacing,
 * plurals and spellings ignored) and category buttons that filter together, the matching
 * Business Numbers terms of the edition, the empty state of the specification, and
 * DefinedTermSet structured data. The filter is read from the address once the page has
 * hydrated (`?q=…&category=…`), and the address follows it.
 */
export default function Glossary({terms, categories, businessNumbers}: GlossaryProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const inEdition = useEditionPath();
  // The filter lives in the address (`?q=…&category=…`), read through the router's history:
  // empty in the static HTML and the first render, the real one right after hydration.
  const history = useHistory();
  const search = useHistorySelector((current) => current.location.search);
  const {query, category} = useMemo(
    () => readGlossaryFilter(search, categories),
    [search, categories],
  );
  const searchId = useId();
  const searchable = useMemo(
    () => withBusinessNumbersNames(terms, businessNumbers),
    [terms, businessNumbers],
  );
  const visible = useMemo(
    () => filterGlossary(searchable, query, category),
    [searchable, query, category],
  );
  const pages = useMemo(
    () => indexEntries(businessNumbers.terms, businessNumbersSearchable),
    [businessNumbers],
  );
  const matchingPages = useMemo(
    () => (query.trim() === '' ? [] : searchEntries(pages, query)),
    [pages, query],
  );

  // The address follows the filter, replaced rather than pushed: the filter is a state of
  // this page, not a new page.
  const update = (next: GlossaryFilter) => {
    history.replace({
      search: writeGlossaryFilter(history.location.search, next),
      hash: history.location.hash,
    });
  };

  // A related-term link may point at a term the current filter hides: clear the filter
  // first (synchronously, so the term is in the DOM), then move to it.
  const showTerm = (id: string) => {
    flushSync(() => update({query: '', category: ALL_CATEGORIES}));
    const target = document.getElementById(id);
    if (!target) return;
    window.history.pushState(null, '', `#${id}`);
    target.scrollIntoView({block: 'start'});
    target.focus({preventScroll: true});
  };

  const buttons = [ALL_CATEGORIES, ...categories];
  return (
    <div className={styles.glossary}>
      <StructuredData
        data={definedTermSet({
          siteUrl: siteConfig.url,
          path: inEdition(PAGE_PATH),
          name: 'Commercial Intelligence Glossary',
          terms: terms.map((entry) => ({
            id: entry.id,
            name: entry.term,
            description: entry.definition,
          })),
        })}
      />
      <NoScriptNotice subject="Searching and filtering the glossary">
        <p>Every term is listed below, with its definition.</p>
      </NoScriptNotice>
      <div className={clsx(styles.controls, script.needsScript)}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          Search the glossary
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder="Search names, abbreviations or definitions"
          value={query}
          onChange={(event) => update({query: event.target.value, category})}
          autoComplete="off"
        />
        <ChipGroup label="Filter by category">
          {buttons.map((name) => (
            <ToggleChip
              key={name}
              pressed={category === name}
              onClick={() => update({query, category: name})}>
              {name}
            </ToggleChip>
          ))}
        </ChipGroup>
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {visible.length === terms.length
          ? `Showing all ${visible.length} terms`
          : `Showing ${visible.length} of ${terms.length} terms`}
        {matchingPages.length > 0
          ? `, and ${matchingPages.length} Business Numbers ${matchingPages.length === 1 ? 'term' : 'terms'}`
          : null}
      </p>
      {visible.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No terms found</p>
          <p>Try adjusting your search or selecting a different category</p>
        </div>
      ) : (
        <div className={styles.list}>
          {visible.map((entry) => (
            <Term
              key={entry.id}
              entry={entry}
              terms={terms}
              businessNumbers={businessNumbers}
              onShowTerm={showTerm}
              inEdition={inEdition}
            />
          ))}
        </div>
      )}
      <MatchingBusinessNumbers query={query} matching={matchingPages} inEdition={inEdition} />
    </div>
  );
}

/** The guides the quick-reference cards point to. */
const QUICK_REFERENCE = [
  {
    title: 'Customer Profitability Guide',
    path: '/customer-profitability-guide',
    text: 'Work out what each customer really earns you, step by step, with the benchmarks to judge it.',
  },
  {
    title: 'Margin Leaks Guide',
    path: '/margin-leaks-guide',
    text: 'The four kinds of margin leak, how to spot each one in your data, and how to close it.',
  },
  {
    title: 'Commercial Intelligence Guide',
    path: '/commercial-intelligence-guide',
    text: 'What commercial intelligence is, what it changes, and a four-step plan to put it to work.',
  },
] as const;

/** Quick-reference cards under the glossary, to the three guides in the same edition. */
export function GlossaryQuickReference(): ReactNode {
  const inEdition = useEditionPath();
  return (
    <CardGrid columns={3} asList className={styles.quickReference}>
      {QUICK_REFERENCE.map((guide) => (
        <Card
          key={guide.path}
          title={guide.title}
          footer={<Link to={inEdition(guide.path)}>Read the {guide.title}</Link>}>
          <p>{guide.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
