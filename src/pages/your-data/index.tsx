import React, {type ChangeEvent, type ReactNode, useId, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Download, Upload} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import linkStyles from '@site/src/components/ButtonLink/styles.module.css';
import Callout from '@site/src/components/Callout';
import ConfirmButton from '@site/src/components/ConfirmButton';
import NoScriptNotice from '@site/src/components/NoScriptNotice';
import {useNotify} from '@site/src/components/Notifications';
import PageHero from '@site/src/components/PageHero';
import SitePage from '@site/src/components/SitePage';
import {YOUR_DATA_PATH} from '@site/src/components/ToolData';
import {TOOLKIT_PATH} from '@site/src/components/ToolPage';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {TOOL_RECORDS, recordToolPage, type ToolRecord} from '@site/src/data/toolRecords';
import {useFileDownload} from '@site/src/hooks/useFileDownload';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {formatNumber} from '@site/src/lib/numbers/format';
import {capitalised, countInWords, counted} from '@site/src/lib/numbers/words';
import {storeFor} from '@site/src/lib/storage/browser';
import {
  MAX_IMPORT_BYTES,
  exportText,
  fileDate,
  readExportText,
  type RecordContent,
} from '@site/src/lib/storage/exportFile';
import {webApplication} from '@site/src/lib/structuredData/pages';
import styles from './styles.module.css';
import {headingSlug} from '@site/src/lib/text/slug';

const TITLE = 'Your data in this browser';
const DESCRIPTION =
  'Everything the free tools keep in this browser, in one place: export it all as one file, import it into another browser, or clear it. Nothing is sent anywhere.';

/** "1.2 KB": the room a record takes (characters, as browsers count their storage). */
function sizeText(characters: number | null): string {
  if (characters === null) return 'Not saved yet';
  if (characters < 1000) return `${formatNumber(characters)} characters`;
  return `${formatNumber(characters / 1000, 1)} thousand characters`;
}

/** One record: what it holds, the room it takes, its tool, and a clear button. */
function RecordCard({record}: {readonly record: ToolRecord}): ReactNode {
  // The visitor's own data, never a shared copy a tool may be showing.
  const snapshot = useStoredRecord(record.schema);
  const {store} = snapshot;
  const {value, setAside} = snapshot.preview ? store.ownSnapshot() : snapshot;
  const tool = recordToolPage(record.tool);
  // Read from storage after hydration (the static HTML knows no storage), on each draw.
  const size = useIsBrowser() ? store.storedSize() : null;
  return (
    <li className={styles.card}>
      <h3 id={headingSlug(record.schema.label)} className={styles.cardTitle}>
        {record.schema.label}
      </h3>
      <p className={styles.holds} data-testid="record-summary">
        {record.summary(value)}
        {setAside.length > 0 ? (
          <span className={styles.setAside}>
            {counted(setAside.length, ['entry', 'entries'])} set aside: see the tool
          </span>
        ) : null}
      </p>
      <p className={styles.meta}>Room taken: {sizeText(size)}</p>
      <div className={styles.cardActions}>
        <Link to={tool.path}>{tool.name}</Link>
        <ConfirmButton
          size="sm"
          question={`Clear “${record.schema.label}”?`}
          confirmLabel="Yes, clear"
          onConfirm={() => store.clear()}
          done={`Cleared “${record.schema.label}”`}>
          Clear<VisuallyHidden> {record.schema.label}</VisuallyHidden>
        </ConfirmButton>
      </div>
    </li>
  );
}

interface ImportReport {
  readonly file: string;
  readonly ok: boolean;
  readonly lines: readonly string[];
  /** The values before the import, to put back. */
  readonly undo?: readonly RecordContent[];
}

/**
 * What each record holds as stored (pending changes written first): the visitor's own data,
 * never a shared copy that a tool is showing beside it.
 */
function currentContents(records: readonly ToolRecord[]): RecordContent[] {
  return records.map(({schema}) => {
    const store = storeFor(schema);
    store.flush();
    const {value, setAside} = store.ownSnapshot();
    return {schema, value, setAside};
  });
}

/** Choose a file and import it: every record it holds replaces this browser's, entry by entry. */
function ImportFile({onReport}: {readonly onReport: (report: ImportReport) => void}): ReactNode {
  const id = useId();
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      onReport({
        file: file.name,
        ok: false,
        lines: [`The file is ${formatNumber(file.size / 1e6, 1)} MB; an export is far smaller.`],
      });
      return;
    }
    const reading = readExportText(
      await file.text(),
      TOOL_RECORDS.map((record) => record.schema),
    );
    if (!reading.ok) {
      onReport({file: file.name, ok: false, lines: [reading.message]});
      return;
    }
    const touched = TOOL_RECORDS.filter((record) =>
      reading.records.some((content) => content.schema === record.schema),
    );
    const undo = currentContents(touched);
    const lines: string[] = [];
    let failed = false;
    for (const content of reading.records) {
      const record = TOOL_RECORDS.find((candidate) => candidate.schema === content.schema);
      if (!record) continue;
      const written = storeFor(content.schema).replace(content.value, content.setAside);
      failed ||= !written.ok;
      const aside =
        content.setAside.length > 0
          ? `; ${counted(content.setAside.length, ['entry', 'entries'])} could not be read and ${content.setAside.length === 1 ? 'was' : 'were'} set aside (the tool offers them to download)`
          : '';
      lines.push(`${content.schema.label}: ${record.summary(content.value)}${aside}.`);
    }
    if (reading.ignored.length > 0) {
      lines.push(
        `Not data of these tools, so left out: ${reading.ignored.map((key) => `“${key}”`).join(', ')}.`,
      );
    }
    if (failed) {
      lines.push(
        'This browser is not saving changes (its storage is full or turned off): the imported data is in the tools until you close this tab.',
      );
    }
    onReport({file: file.name, ok: true, lines, undo});
  };
  return (
    <label htmlFor={id} className={clsx(linkStyles.button, linkStyles.outline, styles.fileButton)}>
      <Upload aria-hidden="true" size={18} /> Import a file
      <VisuallyHidden>
        <input
          id={id}
          type="file"
          accept=".json,application/json"
          onChange={(event) => void onChange(event)}
        />
      </VisuallyHidden>
    </label>
  );
}

export default function YourData(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const download = useFileDownload();
  const notify = useNotify();
  const [report, setReport] = useState<ImportReport | null>(null);

  const exportAll = () => {
    const now = new Date();
    download({
      name: `free-tools-data-${fileDate(now)}.json`,
      text: exportText(currentContents(TOOL_RECORDS), now),
      kind: 'json',
    });
  };

  const undoImport = (undo: readonly RecordContent[]) => {
    for (const {schema, value, setAside} of undo) storeFor(schema).replace(value, setAside);
    setReport(null);
    notify('Import undone: your data is as it was before', 'info');
  };

  const clearAll = () => {
    for (const {schema} of TOOL_RECORDS) storeFor(schema).clear();
    setReport(null);
    notify('Cleared everything the free tools kept in this browser', 'info');
  };

  return (
    <SitePage
      heading={TITLE}
      title={TITLE}
      description={DESCRIPTION}
      keywords={['export tool data', 'import tool data', 'clear browser data', 'privacy']}
      structuredData={webApplication({
        siteUrl: siteConfig.url,
        path: YOUR_DATA_PATH,
        name: TITLE,
        description: DESCRIPTION,
      })}>
      <main>
        <PageHero
          badge="Free tools · your browser"
          title={TITLE}
          lead="The free tools and the ROI calculator keep your work in this browser only: nothing is sent to us. Here you can see what they keep, save it all as one file, bring it into another browser, or clear it."
        />
        <section className={styles.body} aria-labelledby="kept-here">
          <div className="container">
            <NoScriptNotice subject="This page">
              <p>
                It reads what the tools keep in this browser to show, export, import or clear it.
                Nothing is kept anywhere else.
              </p>
            </NoScriptNotice>
            <h2 id="kept-here">What the tools keep here</h2>
            <p className={styles.lead}>
              {capitalised(countInWords(TOOL_RECORDS.length))} records, one or two per tool. Each
              shows what it holds now and the room it takes in this browser’s storage, which
              browsers limit to a few million characters per site.
            </p>
            <ul className={styles.cards}>
              {TOOL_RECORDS.map((record) => (
                <RecordCard key={record.schema.key} record={record} />
              ))}
            </ul>

            <div className={styles.grid}>
              <div className={styles.panel}>
                <h2 id="export">Export</h2>
                <p>
                  One file (JSON) with everything above, to keep as a copy or to import in another
                  browser.
                </p>
                <ActionButton variant="primary" onClick={exportAll}>
                  <Download aria-hidden="true" size={18} /> Export all
                </ActionButton>
              </div>
              <div className={styles.panel}>
                <h2 id="import">Import</h2>
                <p>
                  Choose a file saved with Export all. Each tool in the file replaces what this
                  browser holds for it; entries that cannot be read are set aside, not lost.
                </p>
                <ImportFile onReport={setReport} />
              </div>
              <div className={styles.panel}>
                <h2 id="clear">Clear</h2>
                <p>
                  Remove everything the free tools keep in this browser. Export first if you may
                  want it back.
                </p>
                <ConfirmButton
                  question="Clear everything the free tools keep in this browser? This cannot be undone."
                  confirmLabel="Yes, clear everything"
                  onConfirm={clearAll}>
                  Clear all
                </ConfirmButton>
              </div>
            </div>

            <div aria-live="polite">
              {report ? (
                <Callout
                  tone={report.ok ? 'positive' : 'negative'}
                  role={report.ok ? undefined : 'alert'}
                  className={styles.report}
                  data-testid="import-report">
                  <p>
                    {report.ok ? `Imported ${report.file}:` : `Could not import ${report.file}.`}
                  </p>
                  <ul>
                    {report.lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  {report.undo ? (
                    <ActionButton
                      size="sm"
                      variant="secondary"
                      onClick={() => undoImport(report.undo ?? [])}>
                      Undo this import
                    </ActionButton>
                  ) : null}
                </Callout>
              ) : null}
            </div>

            <p className={styles.back}>
              Back to the <Link to={TOOLKIT_PATH}>margin audit toolkit</Link>.
            </p>
          </div>
        </section>
      </main>
    </SitePage>
  );
}
