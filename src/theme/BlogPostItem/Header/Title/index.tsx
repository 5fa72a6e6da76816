/**
 * A blog post's title: the theme's, with an id on the h2 of a post in a list (the slug of
 * its title), so every heading of the site has an anchor.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Title';
import {headingSlug} from '@site/src/lib/text/slug';
import styles from './styles.module.css';

export default function BlogPostItemHeaderTitle({className}: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {permalink, title} = metadata;
  if (isBlogPostPage) return <h1 className={clsx(styles.title, className)}>{title}</h1>;
  return (
    <h2 id={headingSlug(title)} className={clsx(styles.title, className)}>
      <Link to={permalink}>{title}</Link>
    </h2>
  );
}
