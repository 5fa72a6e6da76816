import React, {type ReactNode} from 'react';
import ButtonLink from '@site/src/components/ButtonLink';
import {CALLS_TO_ACTION} from '@site/src/lib/businessNumbers/registry';
import type {TermPage} from '@site/src/lib/businessNumbers/page';
import styles from './styles.module.css';

export interface TermActionsProps {
  readonly term: TermPage;
  /** A sentence above the buttons. */
  readonly children?: ReactNode;
}

/** The calls to action that close a Business Numbers page, main one first. */
export default function TermActions({term, children}: TermActionsProps): ReactNode {
  return (
    <div className={styles.actions}>
      {children ? <div className={styles.text}>{children}</div> : null}
      <div className={styles.buttons}>
        {term.entry.ctas.map((id, index) => (
          <ButtonLink
            key={id}
            to={CALLS_TO_ACTION[id].to}
            variant={index === 0 ? 'primary' : 'outline'}
            size="lg">
            {CALLS_TO_ACTION[id].label}
          </ButtonLink>
        ))}
      </div>
    </div>
  );
}
