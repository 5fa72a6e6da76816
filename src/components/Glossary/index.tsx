import React, {type ReactNode, useId, useMemo, useState} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import {ChipGroup, ToggleChip} from '@site/src/components/Chips';
import StructuredData from '@site/src/components/StructuredData';
import {useEditionPath} from '@site/src/hooks/useEditionPath';
import {type EditionTerms, termPath} from '@site/src/lib/businessNumbers/registry';
import {glossaryAnchor, type GlossaryTerm} from '@site/src/lib/glossary/types';
import {ALL_CATEGORIES, filterGlossary} from '@site/src/lib/glossary/filter';
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

/**
 * The glossary: text search (term or definition, any case) and category buttons that filter
 * together, the empty state of the specification, and DefinedTermSet structured data.
 */
export default function Glossary({terms, categories, businessNumbers}: GlossaryProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const inEdition = useEditionPath();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const searchId = useId();
  const visible = useMemo(() => filterGlossary(terms, query, category), [terms, query, category]);

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
          placeholder="Search terms or definitions"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <ChipGroup label="Filter by category">
          {buttons.map((name) => (
            <ToggleChip key={name} pressed={category === name} onClick={() => setCategory(name)}>
              {name}
            </ToggleChip>
          ))}
        </ChipGroup>
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {visible.length === terms.length
          ? `Showing all ${visible.length} terms`
          : `Showing ${visible.length} of ${terms.length} terms`}
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
