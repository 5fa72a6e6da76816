import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** A board report's topic tags, as a row of pills. */
export default function TagList({tags}: {tags: readonly string[]}): ReactNode {
  return (
    <ul className={styles.tags} aria-label="Topics">
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
