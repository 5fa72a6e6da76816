import React, {type ReactNode} from 'react';
import type {BenchmarkTable} from '@site/src/lib/metrics/benchmarkTables';
import {BASIS_KIND_LABELS, reviewedOn} from '@site/src/lib/metrics/provenanceText';
// The register is set like the benchmark tables it lists.
import styles from '../Benchmarks/styles.module.css';

/** Every benchmark table of an edition, with what it rests on and when it was last reviewed. */
export default function BenchmarkRegister({
  tables,
}: {
  readonly tables: readonly BenchmarkTable[];
}): ReactNode {
  return (
    <div className={`${styles.benchmarks} ${styles.scroll}`}>
      <table className={styles.table}>
        <caption className={styles.caption}>Benchmark tables of this edition</caption>
        <thead>
          <tr>
            <th scope="col">Table</th>
            <th scope="col">Basis</th>
            <th scope="col">Last reviewed</th>
          </tr>
        </thead>
        <tbody>
          {tables.map((table) => (
            <tr key={table.caption}>
              <th scope="row">{table.caption}</th>
              <td>{BASIS_KIND_LABELS[table.provenance.basis.kind]}</td>
              <td>
                <time dateTime={table.provenance.reviewed}>{reviewedOn(table.provenance)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
