import React, {type ReactNode} from 'react';
import ButtonLink from '@site/src/components/ButtonLink';
import {
  CALLS_TO_ACTION,
  businessNumber,
  isBusinessNumberSlug,
} from '@site/src/data/businessNumbers';
import styles from './styles.module.css';

export interface TermActionsProps {
  /** Slug of the Business Numbers page; its calls to action come from the data. */
  readonly slug: string;
  /** A sentence above the buttons. */
  readonly children?: ReactNode;
}

/** The calls to action that close a Business Numbers page (spec 001 §2.1). */
export default function TermActions({slug, children}: TermActionsProps): ReactNode {
  if (!isBusinessNumberSlug(slug)) throw new Error(`Unknown Business Numbers page "${slug}"`);
  const {ctas} = businessNumber(slug);
  return (
    <div className={styles.actions}>
      {children ? <div className={styles.text}>{children}</div> : null}
      <div className={styles.buttons}>
        {ctas.map((id, index) => (
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
