import React, {type ReactNode, useEffect, useId, useMemo, useRef, useState} from 'react';
import {Download, X} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import {downloadCsv} from '@site/src/lib/browser/download';
import type {ColumnMapping, ImportColumn} from '@site/src/lib/csv/columns';
import {encodeCsv} from '@site/src/lib/csv/write';
import {
  describeFormat,
  importSummary,
  readImport,
  type ImportDraft,
  type TableImporter,
} from '@site/src/lib/csv/importFile';
import {formatNumber} from '@site/src/lib/numbers/format';
import {formatReading} from '@site/src/lib/numbers/readBack';
import {joinList} from '@site/src/lib/text/list';
import type {CsvImportOutcome} from './index';
import styles from './preview.module.css';

export interface ImportPreviewProps<K extends string> {
  readonly draft: ImportDraft<K>;
  readonly importer: TableImporter<K>;
  /** The visitor confirmed (the outcome) or cancelled (null). */
  readonly onDone: (outcome: CsvImportOutcome<K> | null) => void;
}

/** Rows of the file and of the result shown as samples. */
const SAMPLE_ROWS = 5;
/** Set-aside rows listed one by one before the rest are counted. */
const LISTED_SET_ASIDE = 8;

/** "A", "B", …, "Z", "AA": a column's letter as a spreadsheet shows it. */
function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

function count(value: number, one: string, many: string): string {
  return `${formatNumber(value)} ${value === 1 ? one : many}`;
}

/** A kept figure as the tool will read it; blank figures count as 0. */
function shown(text: string, column: ImportColumn): string {
  if (column.type === 'text') return text;
  if (text === '') return 'blank (0)';
  return formatReading(Number(text), column.unit ?? 'number');
}

/**
 * The import preview: a modal dialog (the browser's own, so focus stays inside and Escape
 * cancels) showing which file column feeds each of the tool's columns, with a select to
 * correct each, the decimal separator, the first rows as they will be imported, and the rows
 * set aside with their reasons. Nothing changes until the visitor confirms.
 */
export default function ImportPreview<K extends string>({
  draft,
  importer,
  onDone,
}: ImportPreviewProps<K>): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const finished = useRef(false);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [mapping, setMapping] = useState<ColumnMapping<K>>(draft.mapping);
  const [decimalComma, setDecimalComma] = useState(draft.decimalComma);
  const reading = useMemo(
    () => readImport(draft, importer, {mapping, decimalComma}),
    [draft, importer, mapping, decimalComma],
  );
  const {one, many} = importer.recordName;
  const {header, rows} = draft.table;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const finish = (outcome: CsvImportOutcome<K> | null) => {
    if (finished.current) return;
    finished.current = true;
    dialog.current?.close();
    onDone(outcome);
  };

  const choose = (key: K, value: string) => {
    const index = value === '' ? null : Number(value);
    setMapping((previous) => {
      const next = {...previous} as Record<K, number | null>;
      // A file column feeds one column at most: the one that had it gives it up.
      for (const column of importer.columns) {
        if (index !== null && next[column.key] === index) next[column.key] = null;
      }
      next[key] = index;
      return next;
    });
  };

  const samplesOf = (index: number | null): string => {
    if (index === null) return '';
    const values = rows
      .map((row) => (row.cells[index] ?? '').trim())
      .filter((cell) => cell !== '')
      .slice(0, 3);
    return values.join(', ');
  };

  const downloadSetAside = () => {
    const name = draft.fileName.replace(/\.[^.]+$/, '');
    downloadCsv(
      `${name}-set-aside.csv`,
      encodeCsv([
        ['Row', ...header, 'Reason'],
        ...reading.setAside.map((entry) => [entry.row, ...entry.cells, entry.reason]),
      ]),
    );
  };

  const ready = reading.missing.length === 0 && reading.kept.length > 0;
  const confirmLabel = `Replace the table with ${count(reading.kept.length, one, many)}`;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => finish(null)}
      data-testid="import-preview">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Check the import from {draft.fileName}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label="Cancel the import"
          onClick={() => finish(null)}>
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <p className={styles.note}>
        {describeFormat(draft, decimalComma)} Nothing in your table changes until you confirm.
      </p>
      {draft.notes.map((note) => (
        <p key={note} className={styles.warning}>
          {note}
        </p>
      ))}

      <h3 id="import-columns" className={styles.subtitle}>
        Columns
      </h3>
      <ul className={styles.mapping}>
        {importer.columns.map((column) => {
          const selectId = `${baseId}-${column.key}`;
          const index = mapping[column.key];
          const samples = samplesOf(index);
          return (
            <li key={column.key} className={styles.mappingRow}>
              <label htmlFor={selectId} className={styles.mappingLabel}>
                {column.label}
              </label>
              <select
                id={selectId}
                className={styles.select}
                value={index === null ? '' : String(index)}
                aria-invalid={index === null ? true : undefined}
                aria-describedby={samples ? `${selectId}-samples` : undefined}
                onChange={(event) => choose(column.key, event.target.value)}>
                <option value="">Not in this file</option>
                {header.map((cell, position) => (
                  <option key={`${position}-${cell}`} value={String(position)}>
                    {cell || 'No name'} (column {columnLetter(position)})
                  </option>
                ))}
              </select>
              <span id={`${selectId}-samples`} className={styles.samples}>
                {samples ? `First values: ${samples}` : null}
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.decimal}>
        <label htmlFor={`${baseId}-decimal`}>Decimals in this file are written with a</label>{' '}
        <select
          id={`${baseId}-decimal`}
          className={styles.select}
          value={decimalComma ? 'comma' : 'point'}
          onChange={(event) => setDecimalComma(event.target.value === 'comma')}>
          <option value="point">point: 1,234.50</option>
          <option value="comma">comma: 1.234,50</option>
        </select>
      </p>
      {reading.unused.length > 0 ? (
        <p className={styles.note}>Not used: {reading.unused.join(', ')}.</p>
      ) : null}

      {reading.notes.map((note) => (
        <p key={note} className={styles.warning}>
          {note}
        </p>
      ))}
      <div aria-live="polite" className={styles.outcome}>
        {reading.missing.length > 0 ? (
          <p className={styles.problem}>
            Choose the file’s column for {joinList(reading.missing)}: the table needs{' '}
            {reading.missing.length === 1 ? 'it' : 'them'} to import.
          </p>
        ) : (
          <p>
            <strong>{count(reading.kept.length, one, many)}</strong> will replace the table
            {reading.setAside.length > 0 ? (
              <>
                ; <strong>{count(reading.setAside.length, 'row is', 'rows are')}</strong> set aside
              </>
            ) : null}
            .
            {reading.blankFigures > 0
              ? ` ${count(reading.blankFigures, 'blank figure counts', 'blank figures count')} as 0.`
              : null}
          </p>
        )}
      </div>

      {reading.kept.length > 0 ? (
        <>
          <h3 id={`${baseId}-sample`} className={styles.subtitle}>
            First {many} as they will be imported
          </h3>
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-labelledby={`${baseId}-sample`}>
              <thead>
                <tr>
                  {importer.columns.map((column) => (
                    <th key={column.key} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {reading.kept.slice(0, SAMPLE_ROWS).map((record, position) => (
                  // Sample rows have no identity beyond their position in the file.
                  <tr key={position}>
                    {importer.columns.map((column) => (
                      <td key={column.key}>{shown(record[column.key], column)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {reading.setAside.length > 0 ? (
        <>
          <h3 id="import-rows-set-aside" className={styles.subtitle}>
            Rows set aside
          </h3>
          <ul className={styles.setAside} data-testid="import-set-aside">
            {reading.setAside.slice(0, LISTED_SET_ASIDE).map((entry) => (
              <li key={entry.row}>
                Row {entry.row}: {entry.reason}.
              </li>
            ))}
            {reading.setAside.length > LISTED_SET_ASIDE ? (
              <li>
                and {count(reading.setAside.length - LISTED_SET_ASIDE, 'more row', 'more rows')}.
              </li>
            ) : null}
          </ul>
          <ActionButton size="sm" variant="outline" onClick={downloadSetAside}>
            <Download aria-hidden="true" size={16} /> Download the rows set aside
          </ActionButton>
        </>
      ) : null}

      <div className={styles.actions}>
        <ActionButton
          disabled={!ready}
          onClick={() =>
            finish({
              ok: true,
              rows: reading.kept.map((record) => ({...record})),
              message: importSummary(draft, reading, importer),
            })
          }>
          {confirmLabel}
        </ActionButton>
        <ActionButton variant="secondary" onClick={() => finish(null)}>
          Cancel
        </ActionButton>
      </div>
    </dialog>
  );
}
