import React, {type ReactNode} from 'react';
import {CircleExclamationPoint} from 'lucide-react';
import ActionRow from '@site/src/components/ActionRow';
import ButtonLink from '@site/src/components/ButtonLink';
import IconList from '@site/src/components/IconList';
import Section from '@site/src/components/Section';
import {PROBLEMS} from '@site/src/data/landing';
import styles from './styles.module.css';

/** The problem list: what owners and commercial directors recognise. */
export default function Problems({id}: {id: string}): ReactNode {
  return (
    <Section
      id={id}
      tone="muted"
      eyebrow="Sound familiar?"
      title="Growing revenue, shrinking certainty about profit"
      intro="Most B2B businesses run on an ERP built to record transactions, not to say which ones make money.">
      <IconList
        items={PROBLEMS}
        icon={CircleExclamationPoint}
        tone="negative"
        variant="boxed"
        columns={2}
        className={styles.list}
      />
      <ActionRow>
        <ButtonLink to="/book-call" size="lg">
          Talk to a Commercial Strategist
        </ButtonLink>
      </ActionRow>
    </Section>
  );
}
