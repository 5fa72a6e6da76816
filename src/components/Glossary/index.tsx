import React, {type ReactNode, useId, useMemo, useState} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import StructuredData from '@site/src/components/StructuredData';
import {
  GLOSSARY_CATEGORIES,
  GLOSSARY_TERMS,
  glossaryAnchor,
  type GlossaryTerm,
} from '@site/src/data/glossary';
import {ALL_CATEGORIES, filterGlossary} from '@site/src/lib/glossary/filter';
import styles from './styles.module.css';

const PAGE_PATH = '/commercial-intelligence-glossary';

function definedTermSet(siteUrl: string) {
  const pageUrl = `${siteUrl}${PAGE_PATH}`;
  return {
    '@type': 'DefinedTermSet',
    '@id': `${pageUrl}#terms`,
    name: 'Commercial Intelligence Glossary',
    url: pageUrl,
    hasDefinedTerm: GLOSSARY_TERMS.map((entry) => ({
      '@type': 'DefinedTerm',
      '@id': `${pageUrl}#${entry.id}`,
      name: entry.term,
      description: entry.definition,
      inDefinedTermSet: `${pageUrl}#terms`,
      termCode: entry.category,
    })),
  };
}

interface TermProps {
  readonly entry: GlossaryTerm;
  readonly onShowTerm: (id: string) => void;
}

function Term({entry, onShowTerm}: TermProps): ReactNode {
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
            const anchor = glossaryAnchor(name);
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
    </article>
  );
}

/**
 * The glossary: text search (term or definition, any case) and category buttons that filter
 * together, the empty state of the specification, and DefinedTermSet structured data.
 */
export default function Glossary(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const searchId = useId();
  const visible = useMemo(() => filterGlossary(GLOSSARY_TERMS, query, category), [query, category]);

  // A related-term link may point at a term the current filter hides: clear the filter
  // first (synchronously, so the term is in the DOM), then move to it.
  const showTerm = (id: string) => {
    flushSync(() => {
      setQuery('');
      setCategory(ALL_CATEGORIES);
    });
    const target = document.getElementById(id);
    if (!target) return;
    window.history.pushState(null, '', `#${id}`);
    target.scrollIntoView({block: 'start'});
    target.focus({preventScroll: true});
  };

  const categories = [ALL_CATEGORIES, ...GLOSSARY_CATEGORIES];
  return (
    <div className={styles.glossary}>
      <StructuredData data={definedTermSet(siteConfig.url)} />
      <div className={styles.controls}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          Search the glossary
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder="Search terms or definitions"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <div className={styles.chips} role="group" aria-label="Filter by category">
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              className={clsx(styles.chip, category === name && styles.chipActive)}
              aria-pressed={category === name}
              onClick={() => setCategory(name)}>
              {name}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {visible.length === GLOSSARY_TERMS.length
          ? `Showing all ${visible.length} terms`
          : `Showing ${visible.length} of ${GLOSSARY_TERMS.length} terms`}
      </p>
      {visible.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No terms found</p>
          <p>Try adjusting your search or selecting a different category</p>
        </div>
      ) : (
        <div className={styles.list}>
          {visible.map((entry) => (
            <Term key={entry.id} entry={entry} onShowTerm={showTerm} />
          ))}
        </div>
      )}
    </div>
  );
}
