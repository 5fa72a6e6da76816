import React, {type ReactNode} from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type BlogTagsPostsPageType from '@theme/BlogTagsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogTagsPostsPageTitle} from '@docusaurus/theme-common/internal';
import OwnPageHead from '@site/src/components/OwnPageHead';

type Props = WrapperProps<typeof BlogTagsPostsPageType>;

/**
 * Wraps the theme's page of a tag's posts to give it its head (share image, breadcrumbs),
 * named as the theme's heading names the page.
 */
export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const heading = useBlogTagsPostsPageTitle(props.tag);
  return (
    <>
      <OwnPageHead heading={heading} />
      <BlogTagsPostsPage {...props} />
    </>
  );
}
