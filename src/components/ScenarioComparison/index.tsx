import React, {type ReactNode, useId, useState} from 'react';
import clsx from 'clsx';
import TableFrame from '@site/src/components/Guide/TableFrame';
import ActionButton from '@site/src/components/ActionButton';
import Callout from '@site/src/components/Callout';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {countInWords} from '@site/src/lib/numbers/words';
import {groupRows, type ComparisonRow} from '@site/src/lib/scenarios/compare';
import styles from './styles.module.css';

export interface ScenarioComparisonProps {
  /** The scenarios' names, one column each, in the order of the rows' cells. */
  readonly names: readonly string[];
  readonly rows: readonly ComparisonRow[];
  /** The table's caption. */
  readonly caption: string;
}

/**
 * Scenarios side by side: a column per scenario, rows grouped (figures, assumptions,
 * results), and every figure that differs from the first column marked: set in bold on a
 * tinted ground, with how far it differs written under it (or "differs" for words), so the
 * mark does not rest on colour. A switch shows only the rows that differ.
 */
export default function ScenarioComparison({
  names,
  rows,
  caption,
}: ScenarioComparisonProps): ReactNode {
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const switchId = useId();
  const shown = onlyDiffering ? rows.filter((row) => row.differs) : rows;
  const first = names[0] ?? '';
  const differing = rows.filter((row) => row.differs).length;

  return (
    <div className={styles.comparison} data-testid="comparison">
      <p className={styles.legend}>
        Compared with the first column, {first}: a figure that differs is in bold, with the
        difference under it. Rows that differ: {differing} of {rows.length}.
      </p>
      <label htmlFor={switchId} className={styles.switch}>
        <input
          id={switchId}
          type="checkbox"
          checked={onlyDiffering}
          onChange={(event) => setOnlyDiffering(event.target.checked)}
        />{' '}
        Show only the rows that differ
      </label>
      <TableFrame caption={caption} wide>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              <VisuallyHidden>Figure</VisuallyHidden>
            </th>
            {names.map((name, index) => (
              <th key={index} scope="col" className={styles.name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        {groupRows(shown).map((group) => (
          <tbody key={group.group}>
            <tr className={styles.groupRow}>
              <th scope="rowgroup" colSpan={names.length + 1}>
                {group.group}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.key} data-differs={row.differs ? 'true' : undefined}>
                <th scope="row" className={styles.label}>
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className={clsx(styles.cell, cell.differs && styles.differs)}>
                    <span className={styles.value}>{cell.text}</span>
                    {cell.differs ? (
                      <span className={styles.difference}>
                        {cell.difference ?? 'differs'}
                        <VisuallyHidden> from {first}</VisuallyHidden>
                      </span>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </TableFrame>
    </div>
  );
}

export interface SharedComparisonProps {
  /** What the scenarios are, in the plural: "scenarios", "calculations". */
  readonly nouns: string;
  readonly count: number;
  readonly onKeep: () => void;
  readonly onClose: () => void;
  /** The comparison itself. */
  readonly children: ReactNode;
}

/**
 * A comparison opened from a link: it says so, offers to keep its scenarios in this browser
 * or to close it, and shows it. Nothing is saved until the visitor keeps them.
 */
export function SharedComparison({
  nouns,
  count,
  onKeep,
  onClose,
  children,
}: SharedComparisonProps): ReactNode {
  return (
    <div className={styles.shared} data-testid="shared-comparison">
      <Callout tone="info">
        <p>
          A comparison shared with you: {countInWords(count)} {nouns}. Nothing is saved in this
          browser unless you keep them.
        </p>
        <div className={styles.sharedActions}>
          <ActionButton size="sm" onClick={onKeep}>
            Keep these {nouns}
          </ActionButton>
          <ActionButton size="sm" variant="secondary" onClick={onClose}>
            Close the shared comparison
          </ActionButton>
        </div>
      </Callout>
      {children}
    </div>
  );
}
