import React, {forwardRef, type ButtonHTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import type {ButtonVariant} from '@site/src/components/ButtonLink';
import buttonStyles from '@site/src/components/ButtonLink/styles.module.css';
import styles from './styles.module.css';

export interface ActionButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className'
> {
  /** Same look as the link buttons (ButtonLink), so actions and links sit side by side. */
  readonly variant?: ButtonVariant;
  /** `sm` for actions inside rows and cards. */
  readonly size?: 'sm' | 'md' | 'lg';
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A button that acts on the page (download, copy, print, save, add a row, open a preview),
 * styled exactly like {@link ButtonLink}. Links that navigate stay ButtonLinks.
 */
const ActionButton = forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton(
  {variant = 'primary', size = 'md', className, children, ...props},
  ref,
) {
  return (
    <button
      {...props}
      ref={ref}
      type="button"
      className={clsx(
        buttonStyles.button,
        buttonStyles[variant],
        size === 'lg' && buttonStyles.large,
        styles.action,
        size === 'lg' && styles.large,
        size === 'sm' && styles.small,
        className,
      )}>
      {children}
    </button>
  );
});

export default ActionButton;
