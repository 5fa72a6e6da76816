import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Download} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import type {ButtonVariant} from '@site/src/components/ButtonLink';
import NoScriptDownload from '@site/src/components/NoScriptNotice/NoScriptDownload';
import {boardReportRoute, type BoardReport} from '@site/src/data/kits/boardReports';
import {boardReportDownload} from '@site/src/data/staticDownloads';
import {useFileDownload} from '@site/src/hooks/useFileDownload';
import {outlineFileName, outlineText} from '@site/src/lib/reports/outlineText';

export interface DownloadOutlineButtonProps {
  readonly report: BoardReport;
  readonly variant?: ButtonVariant;
  readonly size?: 'md' | 'lg';
  /** Name the report in the accessible name (where several buttons share a page). */
  readonly named?: boolean;
}

/** Saves a board report's outline as a text file (without scripts, a link to the same file). */
export default function DownloadOutlineButton({
  report,
  variant = 'primary',
  size = 'md',
  named = false,
}: DownloadOutlineButtonProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const download = useFileDownload();
  const onClick = () =>
    download({
      name: outlineFileName(report, 'outline'),
      kind: 'text',
      text: outlineText(report, `${siteConfig.url}${boardReportRoute(report.slug)}`),
    });
  return (
    <>
      <ActionButton
        variant={variant}
        size={size}
        onClick={onClick}
        aria-label={named ? `Download Outline: ${report.title} (.txt)` : undefined}>
        <Download aria-hidden="true" size={size === 'lg' ? 20 : 18} />
        Download Outline
      </ActionButton>
      <NoScriptDownload
        file={boardReportDownload(report.slug, 'outline')}
        variant={variant}
        size={size}
      />
    </>
  );
}
