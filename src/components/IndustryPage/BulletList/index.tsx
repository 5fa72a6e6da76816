import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export interface BulletListProps {
  readonly items: readonly string[];
  /** Small uppercase label above the list ("Tools", "Typical challenges"). */
  readonly label?: string;
}

/** A short bulleted list of plain-text points, optionally under a small label. */
export default function BulletList({items, label}: BulletListProps): ReactNode {
  return (
    <>
      {label ? <p className={styles.label}>{label}</p> : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
