import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import StructuredData from '@site/src/components/StructuredData';
import {NotificationsProvider} from '@site/src/components/Notifications';
import OwnPageHead from '@site/src/components/OwnPageHead';
import PageHead from '@site/src/components/PageHead';
import type {JsonLd} from '@site/src/lib/structuredData/jsonLd';
import type {PageHead as PageHeadData} from '@site/src/plugins/web-presence/head';

export interface SitePageProps {
  /** Page title; the site name is appended by the theme. */
  readonly title: string;
  /** The page's h1, which the page shows: it names the page in its head and breadcrumbs. */
  readonly heading: string;
  /** The page's head as the build made it, for a page the build describes (the blog's list page). */
  readonly pageHead?: PageHeadData;
  /** Meta description (about 150 characters). */
  readonly description: string;
  readonly keywords?: readonly string[];
  /** Page-specific JSON-LD, added while the page is shown. */
  readonly structuredData?: JsonLd | readonly JsonLd[];
  readonly wrapperClassName?: string;
  readonly children: ReactNode;
}

/**
 * The frame of every custom page: the theme layout (header, footer, canonical URL, social
 * tags) plus the page's head (share image, Markdown link, breadcrumbs: see
 * src/components/OwnPageHead), keywords and structured data, and the notifications (toasts)
 * its tools raise. The notifications live here rather than in a site-wide Root so that docs
 * and blog pages, which raise none, do not load them.
 */
export default function SitePage({
  title,
  heading,
  pageHead,
  description,
  keywords,
  structuredData,
  wrapperClassName,
  children,
}: SitePageProps): ReactNode {
  return (
    <Layout title={title} description={description} wrapperClassName={wrapperClassName}>
      <PageMetadata keywords={keywords ? [...keywords] : undefined} />
      {pageHead ? <PageHead head={pageHead} /> : <OwnPageHead heading={heading} />}
      {structuredData ? <StructuredData data={structuredData} /> : null}
      <NotificationsProvider>{children}</NotificationsProvider>
    </Layout>
  );
}
