import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface PanelProps {
  readonly children: ReactNode;
  /** The element: a plain box, a page section, or a complementary aside. */
  readonly as?: 'div' | 'section' | 'aside';
  /** `raised` casts a shadow (results, summaries); `muted` and `info` tint the background. */
  readonly tone?: 'plain' | 'raised' | 'muted' | 'info';
  readonly className?: string;
  readonly 'aria-labelledby'?: string;
  readonly 'aria-label'?: string;
}

/** A bordered, rounded box that holds one part of a tool: a list, a summary, a result. */
export default function Panel({
  children,
  as: Element = 'div',
  tone = 'plain',
  className,
  'aria-labelledby': labelledBy,
  'aria-label': label,
}: PanelProps): ReactNode {
  return (
    <Element
      className={clsx(styles.panel, styles[tone], className)}
      aria-labelledby={labelledBy}
      aria-label={label}>
      {children}
    </Element>
  );
}
