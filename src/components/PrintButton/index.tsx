import React, {type ReactNode} from 'react';
import {Printer} from 'lucide-react';
import ActionButton, {type ActionButtonProps} from '@site/src/components/ActionButton';

const ICON_SIZE = {sm: 16, md: 18, lg: 20} as const;

export type PrintButtonProps = Pick<ActionButtonProps, 'variant' | 'size' | 'className'> & {
  /** The button's label ("Print Checklist"). */
  readonly children: ReactNode;
};

/** Prints the page (its print styles decide what is on paper), with the printer icon. */
export default function PrintButton({
  children,
  variant = 'outline',
  size = 'md',
  className,
}: PrintButtonProps): ReactNode {
  return (
    <ActionButton
      variant={variant}
      size={size}
      className={className}
      onClick={() => window.print()}>
      <Printer aria-hidden="true" size={ICON_SIZE[size]} />
      {children}
    </ActionButton>
  );
}
