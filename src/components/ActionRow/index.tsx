import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ActionRowProps {
  /** The buttons (ButtonLink). */
  readonly children: ReactNode;
  /** `center` under centred section titles, `start` under left-aligned text. */
  readonly align?: 'center' | 'start';
  readonly className?: string;
}

/** The row of buttons that closes a section. */
export default function ActionRow({
  children,
  align = 'center',
  className,
}: ActionRowProps): ReactNode {
  return (
    <div className={clsx(styles.row, align === 'center' && styles.center, className)}>
      {children}
    </div>
  );
}
