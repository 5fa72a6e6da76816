import {useCallback} from 'react';
import {useNotify} from '@site/src/components/Notifications';
import {downloadCsv, downloadTextFile} from '@site/src/lib/browser/download';
import {measure} from '@site/src/lib/measurement/measure';

export interface FileToDownload {
  readonly name: string;
  /** The file's content, built in the browser. */
  readonly text: string;
  /** CSV gets a byte-order mark so spreadsheets read it as UTF-8. */
  readonly kind: 'text' | 'csv' | 'json';
}

/**
 * Saves a file built in the browser and confirms it in a notification (or says why it
 * failed), so a visitor who does not notice the browser's download bar still knows.
 */
export function useFileDownload(): (file: FileToDownload) => void {
  const notify = useNotify();
  return useCallback(
    ({name, text, kind}: FileToDownload) => {
      try {
        if (kind === 'csv') downloadCsv(name, text);
        else downloadTextFile(name, text, kind === 'json' ? 'application/json' : 'text/plain');
        notify(`Downloaded ${name}`, 'success');
        measure('exported');
      } catch {
        notify(`${name} could not be saved. Please try again.`, 'error');
      }
    },
    [notify],
  );
}
