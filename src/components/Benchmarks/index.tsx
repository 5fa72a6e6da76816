import React, {type ReactNode} from 'react';
import {BENCHMARKS, EDGE_RULE} from '@site/src/data/businessNumberBenchmarks';
import {isBusinessNumberSlug} from '@site/src/data/businessNumbers';
import styles from './styles.module.css';

export interface BenchmarksProps {
  /** Slug of the Business Numbers page. */
  readonly slug: string;
}

/**
 * The benchmark tables of a Business Numbers page (spec 001 §9), and how a value exactly on
 * an edge is read when the page has banded tables.
 */
export default function Benchmarks({slug}: BenchmarksProps): ReactNode {
  if (!isBusinessNumberSlug(slug)) throw new Error(`Unknown Business Numbers page "${slug}"`);
  const tables = BENCHMARKS[slug];
  return (
    <div className={styles.benchmarks}>
      {tables.map((table) => (
        <figure key={table.caption} className={styles.figure}>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className={styles.caption}>{table.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{table.columns[0]}</th>
                  <th scope="col">{table.columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map(([first, second]) => (
                  <tr key={`${first}-${second}`}>
                    <th scope="row">{first}</th>
                    <td>{second}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {table.note ? <figcaption className={styles.note}>{table.note}</figcaption> : null}
        </figure>
      ))}
      {tables.some((table) => table.banded) ? (
        <p className={styles.edgeRule}>
          <strong>Reading the edges.</strong> {EDGE_RULE}
        </p>
      ) : null}
    </div>
  );
}
