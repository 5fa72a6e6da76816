import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BackLink from '@site/src/components/BackLink';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemType>;

/**
 * Wraps the theme's post (instead of ejecting it) to put the "Back to Growth Hub" link above
 * each article, and to underline links in the text (colour alone does not set them apart
 * from the text, WCAG 1.4.1). Tag and author pages list posts with the same component, so
 * the back link is added on an article's own page only.
 */
export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage ? <BackLink to="/blog" label="Back to Growth Hub" /> : null}
      <BlogPostItem {...props} className={clsx(props.className, styles.post)} />
    </>
  );
}
