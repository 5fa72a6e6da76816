import React, {type ReactNode} from 'react';
import type {TermPage} from '@site/src/lib/businessNumbers/page';
import styles from './styles.module.css';

/**
 * The benchmark tables of a Business Numbers page, and how a value exactly on an edge is read
 * when the page has banded tables.
 */
export default function Benchmarks({term}: {readonly term: TermPage}): ReactNode {
  const {tables, edgeRule} = term.benchmarks;
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
          <strong>Reading the edges.</strong> {edgeRule}
        </p>
      ) : null}
    </div>
  );
}
