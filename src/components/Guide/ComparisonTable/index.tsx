import React, {type ReactNode} from 'react';
import {site} from '@site/src/config/site';
import type {ComparisonRow} from '@site/src/lib/guides/types';
import TableFrame from '../TableFrame';
import styles from './styles.module.css';

const COLUMNS = [
  {key: 'product', label: site.productName},
  {key: 'traditionalBi', label: 'Traditional BI'},
  {key: 'powerBi', label: 'Power BI'},
  {key: 'tableau', label: 'Tableau'},
] as const;

export interface ComparisonTableProps {
  readonly rows: readonly ComparisonRow[];
  readonly caption: string;
}

/** Features compared across the product, traditional BI, Power BI and Tableau. */
export default function ComparisonTable({rows, caption}: ComparisonTableProps): ReactNode {
  return (
    <TableFrame caption={caption} wide>
      <thead>
        <tr>
          <th scope="col" className={styles.feature}>
            Feature
          </th>
          {COLUMNS.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={column.key === 'product' ? styles.ours : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.feature}>
            <th scope="row" className={styles.feature}>
              {row.feature}
            </th>
            {COLUMNS.map((column) => (
              <td key={column.key} className={column.key === 'product' ? styles.ours : undefined}>
                {row[column.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
