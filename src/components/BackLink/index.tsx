import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {ArrowLeft} from 'lucide-react';
import styles from './styles.module.css';

export interface BackLinkProps {
  /** Where the link leads. With `useHistory`, the fallback when there is no history. */
  readonly to: string;
  readonly label: string;
  /**
   * Go one step back in the browser history instead (the page before, wherever it was),
   * falling back to `to` for visitors who arrived directly.
   */
  readonly useHistory?: boolean;
  readonly onDark?: boolean;
}

/** The "Back to …" link at the top of content pages. */
export default function BackLink({
  to,
  label,
  useHistory: historyBack = false,
  onDark = false,
}: BackLinkProps): ReactNode {
  const history = useHistory();
  const className = clsx(styles.back, onDark && styles.onDark, 'no-print');
  const content = (
    <>
      <ArrowLeft aria-hidden="true" size={18} />
      <span>{label}</span>
    </>
  );
  if (!historyBack) {
    return (
      <Link to={to} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <Link
      to={to}
      className={className}
      onClick={(event) => {
        // Arrived by an in-site link (client-side PUSH, or a full load from one of our pages).
        const cameFromSite =
          history.action === 'PUSH' ||
          (window.history.length > 1 && document.referrer.startsWith(window.location.origin));
        if (cameFromSite) {
          event.preventDefault();
          history.goBack();
        }
      }}>
      {content}
    </Link>
  );
}
