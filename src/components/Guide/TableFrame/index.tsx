import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface TableFrameProps {
  /** The table's caption: its accessible name and the name of the scrolling region. */
  readonly caption: ReactNode;
  /** The table's `<thead>` and `<tbody>`. */
  readonly children: ReactNode;
  /** Many columns: keep the table readable by scrolling it sideways on phones. */
  readonly wide?: boolean;
}

/**
 * A data table with a caption in a frame that scrolls sideways on narrow screens. The frame
 * is focusable and named after the caption so keyboard users can scroll it too.
 */
export default function TableFrame({caption, children, wide = false}: TableFrameProps): ReactNode {
  const captionId = useId();
  return (
    <div
      className={styles.frame}
      role="region"
      aria-labelledby={captionId}
      // Focusable so that keyboard users can scroll a table wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}>
      <table className={clsx(styles.table, wide && styles.wide)}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
