/**
 * Saves text as a file through the browser's download prompt. Nothing leaves the browser.
 */
export function downloadTextFile(filename: string, text: string, mimeType = 'text/plain'): void {
  const blob = new Blob([text], {type: `${mimeType};charset=utf-8`});
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before releasing the data.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** CSV for spreadsheets: a byte-order mark so Excel reads UTF-8 (e.g. "£", "é") correctly. */
export function downloadCsv(filename: string, csv: string): void {
  downloadTextFile(filename, `\uFEFF${csv}`, 'text/csv');
}
