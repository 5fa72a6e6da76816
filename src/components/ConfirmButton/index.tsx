import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import ActionButton from '@site/src/components/ActionButton';
import type {ButtonVariant} from '@site/src/components/ButtonLink';
import {useNotify} from '@site/src/components/Notifications';
import styles from './styles.module.css';

export interface ConfirmButtonProps {
  /** The button's label ("Clear answers"). */
  readonly children: ReactNode;
  /** The question asked before acting ("Clear all nine answers?"). */
  readonly question: string;
  /** Label of the button that goes ahead ("Yes, clear"). */
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  /** What is announced once the action is done ("Checklist reset"). */
  readonly done?: string;
  readonly variant?: ButtonVariant;
  readonly size?: 'sm' | 'md';
}

/**
 * A button for actions that throw work away (clear, reset): it first asks, in place, with
 * "yes" and "keep" buttons. Focus moves to "keep" while asking and back to the button after.
 */
export default function ConfirmButton({
  children,
  question,
  confirmLabel,
  onConfirm,
  done,
  variant = 'secondary',
  size = 'md',
}: ConfirmButtonProps): ReactNode {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      trigger.current?.focus();
    }
  }, [asking]);

  const close = () => {
    returnFocus.current = true;
    setAsking(false);
  };

  if (!asking) {
    return (
      <ActionButton ref={trigger} variant={variant} size={size} onClick={() => setAsking(true)}>
        {children}
      </ActionButton>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={question}>
      <p className={styles.question}>{question}</p>
      <ActionButton
        size="sm"
        onClick={() => {
          onConfirm();
          if (done) notify(done, 'info');
          close();
        }}>
        {confirmLabel}
      </ActionButton>
      <ActionButton ref={keep} size="sm" variant="secondary" onClick={close}>
        Keep
      </ActionButton>
    </div>
  );
}
