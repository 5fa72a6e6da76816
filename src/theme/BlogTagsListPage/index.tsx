import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/** Wraps the theme's tags page to give it the meta description the theme leaves out. */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Every topic of the Growth Hub articles on B2B pricing, margin leaks and commercial reporting, with the articles filed under each." />
      <BlogTagsListPage {...props} />
    </>
  );
}
