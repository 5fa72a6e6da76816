import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CiteThisPage from '@site/src/components/CiteThisPage';
import LastUpdated from '@site/src/components/LastUpdated';
import type {PageCitation} from '@site/src/lib/citation/cite';
import styles from './styles.module.css';

/**
 * The foot of every docs page (in place of the theme's): its edition and the date
 * it was last reviewed (the doc's `lastUpdatedAt`, the date its sitemap entry and Markdown
 * version give too), and how to cite it. The citation is made at build time
 * (src/plugins/web-presence/docs.ts), so the page loads its text, not the code that writes
 * it. The site's docs have no tags and no "edit this page" links (the docs plugin wrapper
 * refuses tags), so the theme's rows for them are left out, and their code with them.
 */
export default function DocItemFooter(): ReactNode {
  const {metadata} = useDoc();
  const {lastUpdatedAt} = metadata;
  const citation = (metadata.frontMatter as {citation?: PageCitation}).citation;
  return (
    <footer
      className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}
      data-edition={citation?.edition}>
      {citation && (
        <>
          <div className={styles.dates}>
            <p className={styles.edition}>
              Edition: {citation.edition}
              {citation.draft ? ' (draft)' : ''}
            </p>
            {typeof lastUpdatedAt === 'number' && (
              <LastUpdated date={new Date(lastUpdatedAt).toISOString()} label="Last reviewed" />
            )}
          </div>
          <CiteThisPage citation={citation} />
        </>
      )}
    </footer>
  );
}
