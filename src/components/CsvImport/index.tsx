import React, {type ChangeEvent, type ReactNode, Suspense, lazy, useId, useState} from 'react';
import {Upload} from 'lucide-react';
import clsx from 'clsx';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import linkStyles from '@site/src/components/ButtonLink/styles.module.css';
import script from '@site/src/css/script.module.css';
import type {ImportDraft, TableImporter} from '@site/src/lib/csv/importFile';
import type {ImportPreviewProps} from './ImportPreview';
import {retryingImport} from '@site/src/lib/browser/retryingImport';
import styles from './styles.module.css';

// The reading and the preview load when a file is chosen, not with the page.
const ImportPreview = lazy(retryingImport(() => import('./ImportPreview'))) as <K extends string>(
  props: ImportPreviewProps<K>,
) => ReactNode;

/** What an import gives the page: the records to put in its table, or why there are none. */
export type CsvImportOutcome<K extends string> =
  | {readonly ok: true; readonly rows: Record<K, string>[]; readonly message: string}
  | {readonly ok: false; readonly message: string};

export interface CsvImportProps<K extends string> {
  /** The tool's columns and limits. */
  readonly importer: TableImporter<K>;
  /** Called once the visitor confirmed the preview, or when the file cannot be used. */
  readonly onImported: (outcome: CsvImportOutcome<K>) => void;
}

/**
 * "Import CSV": a file input shown as a button, keyboard operable. The chosen file is read
 * and shown in a preview (which file column feeds which column, the first rows, what is set
 * aside and why) that the visitor can correct; the table is replaced only when they confirm.
 */
export default function CsvImport<K extends string>({
  importer,
  onImported,
}: CsvImportProps<K>): ReactNode {
  const id = useId();
  const [draft, setDraft] = useState<ImportDraft<K> | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      const {openImportFile} = await import('@site/src/lib/csv/importFile');
      const opened = await openImportFile(file, importer);
      if (opened.ok) setDraft(opened.draft);
      else onImported(opened);
    } catch {
      onImported({
        ok: false,
        message: `Could not import ${file.name}: the import did not start. Reload the page and try again.`,
      });
    } finally {
      // Let the same file be chosen again after it is fixed.
      input.value = '';
    }
  };

  return (
    <>
      <label
        htmlFor={id}
        className={clsx(linkStyles.button, linkStyles.outline, styles.button, script.needsScript)}>
        <Upload aria-hidden="true" size={16} /> Import CSV
        <VisuallyHidden>
          <input
            id={id}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
            onChange={(event) => void onChange(event)}
          />
        </VisuallyHidden>
      </label>
      {draft ? (
        <Suspense fallback={null}>
          <ImportPreview
            draft={draft}
            importer={importer}
            onDone={(outcome) => {
              setDraft(null);
              if (outcome) onImported(outcome);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
