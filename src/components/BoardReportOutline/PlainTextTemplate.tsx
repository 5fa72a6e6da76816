import React, {type ReactNode, useId} from 'react';
import {Copy} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import NoScriptDownload from '@site/src/components/NoScriptNotice/NoScriptDownload';
import {useNotify} from '@site/src/components/Notifications';
import Section from '@site/src/components/Section';
import type {BoardReport} from '@site/src/data/kits/boardReports';
import {boardReportDownload} from '@site/src/data/staticDownloads';
import {useFileDownload} from '@site/src/hooks/useFileDownload';
import {outlineFileName, templateLines, templateText} from '@site/src/lib/reports/outlineText';
import styles from './styles.module.css';

/**
 * The report's full fill-in template as plain text the visitor can read, select, copy to
 * the clipboard or save as a .txt file.
 */
export default function PlainTextTemplate({report}: {report: BoardReport}): ReactNode {
  const notify = useNotify();
  const download = useFileDownload();
  const preId = useId();
  const text = templateLines(report).join('\n');
  const fileName = outlineFileName(report, 'template');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('Template copied to the clipboard', 'success');
    } catch {
      // Clipboard blocked (permissions, older browsers): select the text for a manual copy.
      const pre = document.getElementById(preId);
      const selection = window.getSelection();
      if (pre && selection) selection.selectAllChildren(pre);
      notify(
        'Copying is blocked in this browser: the text is selected, press Ctrl+C or ⌘C',
        'error',
      );
    }
  };

  return (
    <Section
      id="plain-text-template"
      title="Plain-text template"
      intro="The whole report as a fill-in template. Copy it into your word processor or email, or save it as a text file, and replace each ____ with your figures."
      align="start">
      <div className={`${styles.templateActions} no-print`}>
        <ActionButton onClick={() => void copy()}>
          <Copy aria-hidden="true" size={18} />
          Copy Template
        </ActionButton>
        <ActionButton
          variant="outline"
          onClick={() => download({name: fileName, kind: 'text', text: templateText(report)})}>
          Download Template (.txt)
        </ActionButton>
        <NoScriptDownload file={boardReportDownload(report.slug, 'template')} variant="outline" />
      </div>
      <pre id={preId} className={styles.template}>
        {text}
      </pre>
    </Section>
  );
}
