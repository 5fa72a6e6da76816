import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'onDark' | 'outlineOnDark';

export interface ButtonLinkProps {
  /** Internal route ("/book-call") or an external/mailto URL. */
  readonly to: string;
  readonly children: ReactNode;
  readonly variant?: ButtonVariant;
  readonly size?: 'md' | 'lg';
  readonly className?: string;
  /** Accessible name when the visible label needs context. */
  readonly 'aria-label'?: string;
}

/** A link styled as a button: every call to action on the site. */
export default function ButtonLink({
  to,
  children,
  variant = 'primary',
  size = 'md',
  className,
  'aria-label': ariaLabel,
}: ButtonLinkProps): ReactNode {
  const external = /^(https?:|mailto:)/.test(to);
  return (
    <Link
      {...(external ? {href: to} : {to})}
      aria-label={ariaLabel}
      className={clsx(styles.button, styles[variant], size === 'lg' && styles.large, className)}>
      {children}
    </Link>
  );
}
