import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import SitePage from '@site/src/components/SitePage';
import {NOT_IN_EDITION_PATH} from '@site/src/lib/docs/editionChanges';
import type {NotInEditionProps} from '@site/src/plugins/edition-changes/routes';
import styles from './styles.module.css';

/**
 * Where the edition menu leads from a doc that the chosen edition lacks: it says so, and
 * offers the edition's index, its closest docs, and the doc in the editions that have it.
 * The edition's pages of this kind share one data file; each finds its doc by its URL.
 */
export default function NotInEditionPage({
  pages,
}: {
  readonly pages: Readonly<Record<string, NotInEditionProps>>;
}): ReactNode {
  const {pathname} = useLocation();
  const marker = `${NOT_IN_EDITION_PATH}/`;
  const docId = pathname.slice(pathname.indexOf(marker) + marker.length).replace(/\/+$/, '');
  const page = pages[docId];
  if (!page) throw new Error(`No "not in this edition" page for ${pathname}`);
  const {edition, title, index, closest, elsewhere} = page;
  const heading = `${title} is not in the ${edition} edition`;
  return (
    <SitePage
      heading={heading}
      title={`${title}: not in the ${edition} edition`}
      description={`The ${edition} edition has no page on ${title}. Read it in the edition that has it, or browse the ${edition} edition's closest pages.`}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <article className={styles.page}>
          <Heading as="h1">{heading}</Heading>
          <p className={styles.lead}>
            The {edition} edition has no page on {title}.{' '}
            {elsewhere.length > 0 ? (
              <>
                It is in the{' '}
                {elsewhere.map((other, at) => (
                  <React.Fragment key={other.url}>
                    {at > 0 ? ', ' : null}
                    <Link to={other.url}>{other.title}</Link>
                  </React.Fragment>
                ))}
                .
              </>
            ) : null}
          </p>
          {closest.length > 0 ? (
            <>
              <Heading as="h2" id="closest">
                Closest in the {edition} edition
              </Heading>
              <ul data-testid="closest">
                {closest.map((page) => (
                  <li key={page.url}>
                    <Link to={page.url}>{page.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className={styles.indexes}>
            Or browse <Link to={index.url}>{index.title}</Link> in the {edition} edition.
          </p>
        </article>
      </main>
    </SitePage>
  );
}
