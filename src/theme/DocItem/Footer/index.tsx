import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TagsListInline from '@theme/TagsListInline';
import CiteThisPage from '@site/src/components/CiteThisPage';
import LastUpdated from '@site/src/components/LastUpdated';
import type {PageCitation} from '@site/src/lib/citation/cite';
import styles from './styles.module.css';

/**
 * The foot of every docs page (in place of the theme's): its tags, its edition and the date
 * it was last reviewed (the doc's `lastUpdatedAt`, the date its sitemap entry and Markdown
 * version give too), and how to cite it. The citation is made at build time
 * (src/plugins/web-presence/docs.ts), so the page loads its text, not the code that writes
 * it. The site has no "edit this page" links, so the theme's edit row is left out.
 */
export default function DocItemFooter(): ReactNode {
  const {metadata} = useDoc();
  const {tags, lastUpdatedAt} = metadata;
  const citation = (metadata.frontMatter as {citation?: PageCitation}).citation;
  return (
    <footer
      className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}
      data-edition={citation?.edition}>
      {tags.length > 0 && (
        <div className={clsx('row margin-top--sm', ThemeClassNames.docs.docFooterTagsRow)}>
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
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
