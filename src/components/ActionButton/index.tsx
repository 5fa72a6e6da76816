import React, {type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import linkStyles from '@site/src/components/ButtonLink/styles.module.css';
import type {ButtonVariant} from '@site/src/components/ButtonLink';
import styles from './styles.module.css';

export interface ActionButtonProps {
  readonly children: ReactNode;
  readonly onClick: () => void;
  /** Same look as the link buttons (ButtonLink), so actions and links sit side by side. */
  readonly variant?: ButtonVariant;
  /** `sm` for actions inside rows and cards. */
  readonly size?: 'sm' | 'md';
  readonly disabled?: boolean;
  readonly className?: string;
  /** Accessible name when the visible label needs context ("Remove Raw Materials"). */
  readonly 'aria-label'?: string;
  readonly 'aria-describedby'?: string;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** A button that does something on the page (print, save, add a row), styled like ButtonLink. */
export default function ActionButton({
  children,
  onClick,
  variant = 'primary',
  size = 'md',
  disabled = false,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  ref,
}: ActionButtonProps): ReactNode {
  return (
    <button
      ref={ref}
      type="button"
      disabled={disabled}
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      className={clsx(
        linkStyles.button,
        linkStyles[variant],
        styles.button,
        // Outlined variants set no background: clear the browser's own button fill.
        variant.startsWith('outline') && styles.clear,
        size === 'sm' && styles.small,
        className,
      )}
      onClick={onClick}>
      {children}
    </button>
  );
}
