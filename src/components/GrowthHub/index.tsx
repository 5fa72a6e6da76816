import React, {type ReactNode, useMemo} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames, useQueryString} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/BlogListPage';
import SearchMetadata from '@theme/SearchMetadata';
import BackLink from '@site/src/components/BackLink';
import CardGrid from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import PageHero from '@site/src/components/PageHero';
import SitePage from '@site/src/components/SitePage';
import {site} from '@site/src/config/site';
import {GROWTH_HUB_STATIC_ITEMS} from '@site/src/data/growthHub';
import {articleFromPost} from '@site/src/lib/growthHub/articles';
import {cardTarget, countByType, sortNewestFirst} from '@site/src/lib/growthHub/content';
import {
  FILTER_PARAM,
  filterItems,
  filterQueryValue,
  parseFilter,
  resultSummary,
} from '@site/src/lib/growthHub/filter';
import {collectionPage} from '@site/src/lib/structuredData/pages';
import type {PageHead as PageHeadData} from '@site/src/plugins/web-presence/head';
import BusinessNumbersCard from './_components/BusinessNumbersCard';
import ContentCard from './_components/ContentCard';
import FilterChips from './_components/FilterChips';
import styles from './styles.module.css';

const GRID_ID = 'growth-hub-items';

/**
 * The Growth Hub at /blog: the blog plugin's list page (its `blogListComponent`), showing
 * the blog's articles together with the site's guides, hubs, question pages and growth kits,
 * filtered by the chips. The selected filter lives in the URL (`?type=guide`), read after
 * hydration, so the static HTML always shows All.
 */
export default function GrowthHub(props: Props & {readonly pageHead?: PageHeadData}): ReactNode {
  const {metadata, items, pageHead} = props;
  const {siteConfig} = useDocusaurusContext();
  const [query, setQuery] = useQueryString(FILTER_PARAM);
  const filter = parseFilter(query);

  const allItems = useMemo(
    () =>
      sortNewestFirst([
        ...items.map(({content}) => articleFromPost(content.metadata)),
        ...GROWTH_HUB_STATIC_ITEMS,
      ]),
    [items],
  );
  const counts = useMemo(() => countByType(allItems), [allItems]);
  const visible = filterItems(allItems, filter);

  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <SitePage
        heading={metadata.blogTitle}
        pageHead={pageHead}
        title={metadata.blogTitle}
        description={metadata.blogDescription}
        keywords={[
          'B2B growth resources',
          'margin leak guides',
          'pricing strategy articles',
          'customer profitability',
          'commercial intelligence',
        ]}
        // The Blog node with every post comes with the page's head (src/plugins/web-presence).
        structuredData={collectionPage({
          siteUrl: siteConfig.url,
          path: metadata.permalink,
          name: metadata.blogTitle,
          // Every item, in the order shown under All.
          items: allItems.map((item) => ({name: item.title, path: cardTarget(item)})),
        })}>
        <SearchMetadata tag="blog_posts_list" />
        <main>
          <PageHero
            before={<BackLink to="/" label="Back to Home" onHero />}
            badge="Free resources for commercial leaders"
            title={metadata.blogTitle}
            lead="Articles, guides, short answers and free kits on pricing, margin leaks and customer profitability, written for owners, finance and commercial directors and sales leaders in B2B."
          />
          <section className={styles.browse} aria-label="Growth Hub content">
            <div className="container">
              <FilterChips
                selected={filter}
                onSelect={(next) => setQuery(filterQueryValue(next))}
                counts={counts}
                total={allItems.length}
                controls={GRID_ID}
              />
              <p className={styles.summary} role="status">
                {resultSummary(filter, visible.length, allItems.length)}
              </p>
              <div id={GRID_ID}>
                <CardGrid asList columns={3}>
                  {visible.map((item) => (
                    <ContentCard key={item.id} item={item} />
                  ))}
                </CardGrid>
              </div>
              <BusinessNumbersCard />
            </div>
          </section>
          <CtaBand
            title="Want these answers for your own numbers?"
            text={`A ${site.scheduling.callMinutes}-minute call with a commercial strategist: bring one awkward customer or product line and leave knowing where its margin goes.`}
            primary={{label: 'Book a Strategy Call', to: '/book-call'}}
          />
        </main>
      </SitePage>
    </HtmlClassNameProvider>
  );
}
