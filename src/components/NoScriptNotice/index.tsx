import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import linkStyles from '@site/src/components/ButtonLink/styles.module.css';
import type {StaticDownload} from '@site/src/data/staticDownloads';
import styles from './styles.module.css';

export interface NoScriptNoticeProps {
  /** What needs JavaScript, opening the sentence: "This calculator", "The score". */
  readonly subject: string;
  /** What the visitor can do instead (sentences). */
  readonly children?: ReactNode;
  /** Files built with the site that give the same template or outline without a script. */
  readonly downloads?: readonly StaticDownload[];
  readonly className?: string;
}

/**
 * Said only when the browser runs no scripts (a <noscript> element, which the hydrated page
 * leaves alone): what needs JavaScript, what to do instead, and the tool's template or
 * outline as plain files.
 */
export default function NoScriptNotice({
  subject,
  children,
  downloads = [],
  className,
}: NoScriptNoticeProps): ReactNode {
  return (
    <noscript>
      <div className={clsx(styles.notice, className)} data-testid="noscript-notice">
        <p>
          <strong>{subject} needs JavaScript</strong>, which is turned off or blocked in this
          browser. Turn it on and reload the page to use it.
        </p>
        {children}
        {downloads.length > 0 ? (
          <ul className={styles.downloads}>
            {downloads.map((file) => (
              <li key={file.path}>
                <a
                  href={file.path}
                  download
                  className={clsx(linkStyles.button, linkStyles.outline, styles.download)}>
                  {file.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </noscript>
  );
}
