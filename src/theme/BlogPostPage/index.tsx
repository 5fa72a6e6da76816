/**
 * The theme's blog post page with its head (share image, Markdown link, breadcrumbs and
 * BlogPosting), which the blog plugin wrapper puts in each post's front matter
 * (src/plugins/web-presence/blog.ts).
 */
import React, {type ReactNode} from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';
import PageHead, {headOfFrontMatter} from '@site/src/components/PageHead';

type Props = WrapperProps<typeof BlogPostPageType>;

export default function BlogPostPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageHead head={headOfFrontMatter(props.content.metadata.frontMatter)} />
      <BlogPostPage {...props} />
    </>
  );
}
