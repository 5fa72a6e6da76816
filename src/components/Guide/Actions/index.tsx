import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import ButtonLink, {type ButtonVariant} from '@site/src/components/ButtonLink';
import {useEditionPath} from '@site/src/hooks/useEditionPath';
import {headingSlug} from '@site/src/lib/text/slug';
import styles from './styles.module.css';

/** A call to action: to a site route (`to`), or to a doc of the edition being read (`docId`). */
export type GuideAction = {readonly label: string} & (
  {readonly to: string; readonly docId?: never} | {readonly docId: string; readonly to?: never}
);

function ActionButton({
  action,
  variant,
}: {
  readonly action: GuideAction;
  readonly variant: ButtonVariant;
}) {
  if (action.docId !== undefined) {
    return <DocButton docId={action.docId} label={action.label} variant={variant} />;
  }
  return (
    <ButtonLink to={action.to} variant={variant}>
      {action.label}
    </ButtonLink>
  );
}

function DocButton({
  docId,
  label,
  variant,
}: {
  readonly docId: string;
  readonly label: string;
  readonly variant: ButtonVariant;
}) {
  const inEdition = useEditionPath();
  return (
    <ButtonLink to={inEdition({docId})} variant={variant}>
      {label}
    </ButtonLink>
  );
}

export interface GuideActionsProps {
  readonly title: string;
  readonly children?: ReactNode;
  /** The first is the main action (solid button); the others are outlined. */
  readonly actions: readonly GuideAction[];
}

/** A call-to-action panel inside a guide: a heading, a sentence or two and its buttons. */
export default function GuideActions({title, children, actions}: GuideActionsProps): ReactNode {
  // The title's slug, as Markdown headings get theirs: an anchor links can keep.
  const headingId = headingSlug(title);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} className={styles.title}>
        {title}
      </Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <ActionButton
            key={action.label}
            action={action}
            variant={index === 0 ? 'primary' : 'outline'}
          />
        ))}
      </div>
    </section>
  );
}
