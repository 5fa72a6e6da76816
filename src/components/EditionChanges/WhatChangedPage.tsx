import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SitePage from '@site/src/components/SitePage';
import type {LineChange, TermChange} from '@site/src/lib/businessNumbers/editionChanges';
import {joinList} from '@site/src/lib/text/list';
import {countInWords} from '@site/src/lib/numbers/words';
import type {WhatChangedProps} from '@site/src/plugins/edition-changes/routes';
import styles from './styles.module.css';

/** One line that differs: "Item: old → new", "Item: added, new", "Item: dropped (was old)". */
function Line({line}: {readonly line: LineChange}): ReactNode {
  return (
    <li>
      <strong>{line.item}</strong>:{' '}
      {line.from !== undefined && line.to !== undefined ? (
        <>
          <del className={styles.before}>{line.from}</del> →{' '}
          <ins className={styles.after}>{line.to}</ins>
        </>
      ) : line.to !== undefined ? (
        <>
          new: <ins className={styles.after}>{line.to}</ins>
        </>
      ) : (
        <>
          dropped (was <del className={styles.before}>{line.from}</del>)
        </>
      )}
    </li>
  );
}

function Changed({
  change,
  url,
  previous,
}: {
  readonly change: TermChange;
  readonly url: string | undefined;
  readonly previous: string;
}): ReactNode {
  const entry: LineChange[] = [
    ...(change.renamed ? [{item: 'Name', ...change.renamed}] : []),
    ...(change.summary ? [{item: 'Definition', ...change.summary}] : []),
  ];
  return (
    <section className={styles.term}>
      <Heading as="h3" id={change.slug}>
        {url ? <Link to={url}>{change.title}</Link> : change.title}
      </Heading>
      {entry.length > 0 ? (
        <ul>
          {entry.map((line) => (
            <Line key={line.item} line={line} />
          ))}
        </ul>
      ) : null}
      {change.formulas.length > 0 ? (
        <>
          <p className={styles.part}>Formulas</p>
          <ul>
            {change.formulas.map((line) => (
              <Line key={line.item} line={line} />
            ))}
          </ul>
        </>
      ) : null}
      {change.benchmarks.map((table) => (
        <React.Fragment key={table.caption}>
          <p className={styles.part}>
            Benchmarks: {table.caption}
            {table.status === 'added'
              ? ` (new in this edition)`
              : table.status === 'removed'
                ? ` (dropped since the ${previous} edition)`
                : null}
          </p>
          <ul>
            {table.rows.map((line) => (
              <Line key={`${line.item}|${line.from ?? ''}|${line.to ?? ''}`} line={line} />
            ))}
          </ul>
        </React.Fragment>
      ))}
      {change.edgeRule ? (
        <ul>
          <Line line={{item: 'Reading of band edges', ...change.edgeRule}} />
        </ul>
      ) : null}
    </section>
  );
}

/**
 * "What changed in the <edition> edition": the Business Numbers of an edition set against
 * the edition before it, as the build compared their registries (route props).
 */
export default function WhatChangedPage(props: WhatChangedProps): ReactNode {
  const {changes, termUrls, previousTermUrls, index, previousIndex, noIndex} = props;
  const {edition, previous, added, removed, changed, unchanged} = changes;
  const none = (count: number) => (count === 0 ? 'none' : countInWords(count));
  const counts = [
    `adds ${none(added.length)}`,
    `drops ${none(removed.length)}`,
    `changes ${none(changed.length)}`,
  ];
  const heading = `What changed in the ${edition} edition`;
  return (
    <SitePage
      heading={heading}
      title={heading}
      description={`The Business Numbers of the ${edition} edition set against the ${previous} edition: terms added and dropped, and every formula and benchmark that changed.`}>
      {noIndex ? (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      ) : null}
      <main className="container margin-vert--lg">
        <article className={styles.page}>
          <Heading as="h1">{heading}</Heading>
          <p className={styles.lead}>
            Set against the {previous} edition, the {edition} edition of the Business Numbers{' '}
            {joinList(counts)} of its terms, and {none(unchanged)} read as before. This page is
            worked out from both editions' data when the site is built: it lists every difference in
            the terms' names, definitions, formulas and benchmark tables.
          </p>
          <Heading as="h2" id="added">
            Terms added
          </Heading>
          {added.length > 0 ? (
            <ul data-testid="terms-added">
              {added.map((term) => (
                <li key={term.slug}>
                  <Link to={termUrls[term.slug]}>{term.title}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              None: the {edition} edition has no term the {previous} edition lacked.
            </p>
          )}
          <Heading as="h2" id="removed">
            Terms dropped
          </Heading>
          {removed.length > 0 ? (
            <ul data-testid="terms-removed">
              {removed.map((term) => (
                <li key={term.slug}>
                  {term.title} (
                  <Link to={previousTermUrls[term.slug]}>in the {previous} edition</Link>)
                </li>
              ))}
            </ul>
          ) : (
            <p>None: every term of the {previous} edition is still published.</p>
          )}
          <Heading as="h2" id="changed">
            Terms changed
          </Heading>
          {changed.length > 0 ? (
            <>
              <p>
                Struck-through text is the {previous} edition's; underlined text is the {edition}{' '}
                edition's.
              </p>
              {changed.map((change) => (
                <Changed
                  key={change.slug}
                  change={change}
                  url={termUrls[change.slug]}
                  previous={previous}
                />
              ))}
            </>
          ) : (
            <p>
              None: every term both editions publish has the same name, definition, formulas and
              benchmarks.
            </p>
          )}
          <p className={styles.indexes}>
            Browse the <Link to={index.url}>Business Numbers of the {edition} edition</Link> or
            those of the <Link to={previousIndex.url}>{previous} edition</Link>.
          </p>
        </article>
      </main>
    </SitePage>
  );
}
