import React, {type ReactNode} from 'react';
import TableFrame from '../TableFrame';

export interface DataTableProps {
  readonly caption: string;
  /** Column headers; the first heads the column of row headers. */
  readonly headers: readonly string[];
  /** Rows of cells; the first cell of each row is its header. */
  readonly rows: readonly (readonly string[])[];
}

/** A small table of figures (a worked example) with a caption and scoped headers. */
export default function DataTable({caption, headers, rows}: DataTableProps): ReactNode {
  return (
    <TableFrame caption={caption}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([rowHeader, ...cells]) => (
          <tr key={rowHeader}>
            <th scope="row">{rowHeader}</th>
            {cells.map((cell, index) => (
              <td key={`${index}-${cell}`}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
