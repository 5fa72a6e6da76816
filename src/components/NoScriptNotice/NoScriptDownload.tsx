import React, {type ReactNode} from 'react';
import {Download} from 'lucide-react';
import clsx from 'clsx';
import type {ButtonVariant} from '@site/src/components/ButtonLink';
import linkStyles from '@site/src/components/ButtonLink/styles.module.css';
import type {StaticDownload} from '@site/src/data/staticDownloads';

export interface NoScriptDownloadProps {
  readonly file: StaticDownload;
  readonly variant?: ButtonVariant;
  readonly size?: 'md' | 'lg';
}

/**
 * A Download button's stand-in when the browser runs no scripts (the button itself is not
 * shown then): a link with the button's look to the same file, built with the site.
 */
export default function NoScriptDownload({
  file,
  variant = 'primary',
  size = 'md',
}: NoScriptDownloadProps): ReactNode {
  return (
    <noscript>
      <a
        href={file.path}
        download
        className={clsx(linkStyles.button, linkStyles[variant], size === 'lg' && linkStyles.large)}>
        <Download aria-hidden="true" size={size === 'lg' ? 20 : 18} /> {file.label}
      </a>
    </noscript>
  );
}
