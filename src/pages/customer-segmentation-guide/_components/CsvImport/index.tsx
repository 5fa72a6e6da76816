import React, {type ReactNode} from 'react';
import CsvImport from '@site/src/components/CsvImport';
import {CUSTOMER_IMPORT, type ImportOutcome} from '@site/src/lib/segmentation/importFile';

export interface CustomerCsvImportProps {
  readonly onImported: (outcome: ImportOutcome) => void;
}

/** "Import CSV" for the customer table: the site's CSV import with the table's columns. */
export default function CustomerCsvImport({onImported}: CustomerCsvImportProps): ReactNode {
  return <CsvImport importer={CUSTOMER_IMPORT} onImported={onImported} />;
}
