import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import OwnPageHead from '@site/src/components/OwnPageHead';
import {BLOG_TAGS_PATH, PAGE_NAMES} from '@site/src/data/pageNames';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/**
 * Wraps the theme's tags page to give it the meta description the theme leaves out, and its
 * head (share image, breadcrumbs).
 */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Every topic of the Growth Hub articles on B2B pricing, margin leaks and commercial reporting, with the articles filed under each." />
      <OwnPageHead heading={PAGE_NAMES[BLOG_TAGS_PATH]} />
      <BlogTagsListPage {...props} />
    </>
  );
}
