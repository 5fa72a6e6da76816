import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * Content for screen readers and other assistive technology only (a label the layout
 * already makes obvious, the name of an icon-only column). Still focusable when it holds a
 * control, so keyboard users reach it.
 */
export default function VisuallyHidden({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}): ReactNode {
  return <span className={clsx(styles.hidden, className)}>{children}</span>;
}
