import React, {type ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import OwnPageHead from '@site/src/components/OwnPageHead';
import {BLOG_AUTHORS_PATH, PAGE_NAMES} from '@site/src/data/pageNames';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/**
 * Wraps the theme's authors page to give it the meta description the theme leaves out, and
 * its head (share image, breadcrumbs).
 */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="The strategists and analysts who write the Growth Hub articles on B2B pricing, margin leaks and customer profitability." />
      <OwnPageHead heading={PAGE_NAMES[BLOG_AUTHORS_PATH]} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
