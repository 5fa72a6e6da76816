import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import tones from '@site/src/css/tones.module.css';
import styles from './styles.module.css';

export type CalloutTone = 'positive' | 'info' | 'warning' | 'negative' | 'neutral';

const TONE_CLASS: Readonly<Record<CalloutTone, string | undefined>> = {
  positive: tones.positive,
  info: tones.info,
  warning: tones.warning,
  negative: tones.negative,
  neutral: tones.muted,
};

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
    <div
      className={clsx(styles.callout, TONE_CLASS[tone], className)}
      role={role}
      data-testid={testId}>
      {children}
    </div>
  );
}
