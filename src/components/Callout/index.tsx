import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type CalloutTone = 'positive' | 'info' | 'warning' | 'negative' | 'neutral';

export interface CalloutProps {
  readonly tone: CalloutTone;
  readonly children: ReactNode;
  /** `status` announces changes politely; `alert` at once (errors). */
  readonly role?: 'status' | 'alert';
  readonly className?: string;
  readonly 'data-testid'?: string;
}

/**
 * A short verdict or message with a coloured edge: a status, a score's verdict, an import
 * result. The words carry the meaning; the colour only echoes it.
 */
export default function Callout({
  tone,
  children,
  role,
  className,
  'data-testid': testId,
}: CalloutProps): ReactNode {
  return (
    <div className={clsx(styles.callout, styles[tone], className)} role={role} data-testid={testId}>
      {children}
    </div>
  );
}
