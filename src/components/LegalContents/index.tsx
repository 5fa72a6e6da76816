import React, {type ReactNode, useId} from 'react';
import type {TOCItem} from '@docusaurus/mdx-loader';
import TOCInline from '@theme/TOCInline';
import styles from './styles.module.css';

export interface LegalContentsProps {
  /** The page's table of contents: the `toc` that every MDX file exports. */
  readonly toc: readonly TOCItem[];
}

/**
 * The list of sections at the top of a long MDX page, for screens where the theme's
 * sticky table of contents (shown beside the text from 997 px) is hidden.
 */
export default function LegalContents({toc}: LegalContentsProps): ReactNode {
  const titleId = useId();
  return (
    <nav className={styles.contents} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        Contents
      </p>
      <TOCInline toc={toc} maxHeadingLevel={2} />
    </nav>
  );
}
