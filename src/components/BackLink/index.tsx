import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {ArrowLeft} from 'lucide-react';
import {useEditionPath, type DocTarget} from '@site/src/hooks/useEditionPath';
import styles from './styles.module.css';

interface BackLinkOptions {
  readonly label: string;
  /**
   * Go one step back in the browser history instead (the page before, wherever it was),
   * falling back to the target for visitors who arrived directly.
   */
  readonly useHistory?: boolean;
  /**
   * In the `before` slot of a dark PageHero: light text, on a line of its own above the
   * hero's badge (PageHero places `before` inline).
   */
  readonly onHero?: boolean;
}

export type BackLinkProps = BackLinkOptions &
  (
    | {
        /** Where the link leads, as is: a site route ("/blog"). */
        readonly to: string;
        readonly doc?: never;
      }
    | {
        /** A doc of the edition being read, by site-absolute path or `{docId}`. */
        readonly doc: DocTarget;
        readonly to?: never;
      }
  );

/** The "Back to …" link at the top of content pages. */
export default function BackLink({
  to,
  doc,
  label,
  useHistory: historyBack = false,
  onHero = false,
}: BackLinkProps): ReactNode {
  const history = useHistory();
  const inEdition = useEditionPath();
  const target = doc === undefined ? to : inEdition(doc);
  const className = clsx(styles.back, onHero && styles.onHero, 'no-print');
  const link = (
    <Link
      to={target}
      className={className}
      onClick={
        historyBack
          ? (event) => {
              // Arrived by an in-site link (client-side PUSH, or a full load from one of our pages).
              const cameFromSite =
                history.action === 'PUSH' ||
                (window.history.length > 1 && document.referrer.startsWith(window.location.origin));
              if (cameFromSite) {
                event.preventDefault();
                history.goBack();
              }
            }
          : undefined
      }>
      <ArrowLeft aria-hidden="true" size={18} />
      <span>{label}</span>
    </Link>
  );
  return onHero ? <div>{link}</div> : link;
}
