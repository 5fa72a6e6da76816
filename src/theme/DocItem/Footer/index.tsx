import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import TagsListInline from '@theme/TagsListInline';
import CiteThisPage from '@site/src/components/CiteThisPage';
import LastUpdated from '@site/src/components/LastUpdated';
import {editionOfVersion, pinnedPath, DRAFT_VERSION} from '@site/src/lib/citation/cite';
import {isoCalendarDate} from '@site/src/lib/dates/longDate';
import {EDITION as DRAFT_EDITION} from '@site/docs/_data/edition';
import styles from './styles.module.css';

/**
 * The foot of every docs page (in place of the theme's): its tags, its edition and the date
 * it was last reviewed (the doc's `lastUpdatedAt`, the date its sitemap entry and Markdown
 * version give too), and how to cite it at the address pinned to its edition. The site has
 * no "edit this page" links, so the theme's edit row is left out.
 */
export default function DocItemFooter(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const edition = editionOfVersion(metadata.version, DRAFT_EDITION);
  const draft = metadata.version === DRAFT_VERSION;
  const reviewed =
    typeof metadata.lastUpdatedAt === 'number'
      ? isoCalendarDate(new Date(metadata.lastUpdatedAt))
      : undefined;
  const publisher = siteConfig.customFields?.publisher;
  const {tags} = metadata;
  return (
    <footer
      className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}
      data-edition={edition}>
      {tags.length > 0 && (
        <div className={clsx('row margin-top--sm', ThemeClassNames.docs.docFooterTagsRow)}>
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      <div className={styles.dates}>
        <p className={styles.edition}>
          Edition: {edition}
          {draft ? ' (draft)' : ''}
        </p>
        {reviewed && <LastUpdated date={reviewed} label="Last reviewed" />}
      </div>
      <CiteThisPage
        page={{
          title: metadata.title,
          publisher: typeof publisher === 'string' ? publisher : siteConfig.title,
          siteName: siteConfig.title,
          edition,
          draft,
          ...(reviewed ? {reviewed} : {}),
          url: `${siteConfig.url}${pinnedPath(edition, metadata.slug)}`,
        }}
      />
    </footer>
  );
}
