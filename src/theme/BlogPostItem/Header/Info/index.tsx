import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatHubDate, readTimeLabel} from '@site/src/lib/growthHub/content';
import styles from './styles.module.css';

/**
 * Replaces the theme's date and reading-time line of a post. The theme formats dates with
 * the locale code ("en", so "March 4, 2025"); the site writes British dates ("4 March 2025"),
 * the same way as the Growth Hub cards.
 */
export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatHubDate(date)}</time>
      {readingTime === undefined ? null : (
        <>
          {' · '}
          {readTimeLabel(readingTime)}
        </>
      )}
    </div>
  );
}
