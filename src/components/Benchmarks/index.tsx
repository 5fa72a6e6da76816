import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useEditionPath} from '@site/src/hooks/useEditionPath';
import type {TermPage} from '@site/src/lib/businessNumbers/page';
import {METHODOLOGY_PATH} from '@site/src/lib/businessNumbers/registry';
import {basisStatement, groupByProvenance} from '@site/src/lib/metrics/provenanceText';
import styles from './styles.module.css';

/**
 * The benchmark tables of a Business Numbers page, what their ranges rest on and when they
 * were last reviewed (once per basis, naming the tables when they differ), and how a value
 * exactly on an edge is read when the page has banded tables.
 */
export default function Benchmarks({term}: {readonly term: TermPage}): ReactNode {
  const {tables, edgeRule} = term.benchmarks;
  const inEdition = useEditionPath();
  const bases = groupByProvenance(tables);
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
      {bases.map(({provenance, tables: covered}) => (
        <p key={covered[0]?.caption} className={styles.basis} data-reviewed={provenance.reviewed}>
          <strong>
            {bases.length > 1
              ? `Basis of ${covered.map((table) => table.caption).join(', ')}:`
              : 'Basis:'}
          </strong>{' '}
          {basisStatement(provenance)}{' '}
          <Link to={inEdition(METHODOLOGY_PATH)}>How we choose and review ranges</Link>
        </p>
      ))}
      {tables.some((table) => table.banded) ? (
        <p className={styles.edgeRule}>
          <strong>Reading the edges.</strong> {edgeRule}
        </p>
      ) : null}
    </div>
  );
}
