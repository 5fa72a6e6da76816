import React, {type ReactNode} from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import OwnPageHead from '@site/src/components/OwnPageHead';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

/**
 * Wraps the theme's author page to give it a meta description (the theme sets none): the
 * author's own description from blog/authors.yml; and its head (share image, breadcrumbs),
 * named as the theme's heading names the page: by the author's name.
 */
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author} = props;
  const description =
    author.description ?? `Growth Hub articles by ${author.name ?? 'this author'}.`;
  return (
    <>
      <PageMetadata description={description} />
      {author.name ? <OwnPageHead heading={author.name} /> : null}
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
