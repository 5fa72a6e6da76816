import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import StructuredData from '@site/src/components/StructuredData';
import {NotificationsProvider} from '@site/src/components/Notifications';
import type {JsonLd} from '@site/src/lib/structuredData/jsonLd';

export interface SitePageProps {
  /** Page title; the site name is appended by the theme. */
  readonly title: string;
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
 * tags; the share image is added after the build, see src/plugins/web-presence) plus the page's keywords and structured data, and the notifications (toasts) its
 * tools raise. The notifications live here rather than in a site-wide Root so that docs and
 * blog pages, which raise none, do not load them.
 */
export default function SitePage({
  title,
  description,
  keywords,
  structuredData,
  wrapperClassName,
  children,
}: SitePageProps): ReactNode {
  return (
    <Layout title={title} description={description} wrapperClassName={wrapperClassName}>
      <PageMetadata keywords={keywords ? [...keywords] : undefined} />
      {structuredData ? <StructuredData data={structuredData} /> : null}
      <NotificationsProvider>{children}</NotificationsProvider>
    </Layout>
  );
}
