import React, {type ButtonHTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import type {ButtonVariant} from '@site/src/components/ButtonLink';
import buttonStyles from '@site/src/components/ButtonLink/styles.module.css';
import styles from './styles.module.css';

export interface ActionButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className'
> {
  readonly variant?: ButtonVariant;
  readonly size?: 'md' | 'lg';
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A button that acts on the page (download, copy, print, open a preview), styled exactly
 * like {@link ButtonLink} so actions and links sit side by side. Links that navigate stay
 * ButtonLinks.
 */
export default function ActionButton({
  variant = 'primary',
  size = 'md',
  className,
  children,
  ...props
}: ActionButtonProps): ReactNode {
  return (
    <button
      {...props}
      type="button"
      className={clsx(
        buttonStyles.button,
        buttonStyles[variant],
        size === 'lg' && buttonStyles.large,
        styles.action,
        size === 'lg' && styles.large,
        className,
      )}>
      {children}
    </button>
  );
}
