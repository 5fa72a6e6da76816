import React, {type ChangeEvent, type ReactNode, useId} from 'react';
import {Upload} from 'lucide-react';
import clsx from 'clsx';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import linkStyles from '@site/src/components/ButtonLink/styles.module.css';
import {importCustomerFile, type ImportOutcome} from '@site/src/lib/segmentation/importFile';
import styles from './styles.module.css';

export interface CsvImportProps {
  readonly onImported: (outcome: ImportOutcome) => void;
}

/** "Import CSV": a file input shown as a button, keyboard operable. */
export default function CsvImport({onImported}: CsvImportProps): ReactNode {
  const id = useId();
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const outcome = await importCustomerFile(file);
    // Let the same file be chosen again after it is fixed.
    input.value = '';
    onImported(outcome);
  };
  return (
    <label htmlFor={id} className={clsx(linkStyles.button, linkStyles.outline, styles.button)}>
      <Upload aria-hidden="true" size={16} /> Import CSV
      <VisuallyHidden>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void onChange(event)}
        />
      </VisuallyHidden>
    </label>
  );
}
