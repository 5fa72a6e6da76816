import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ActionRow from '@site/src/components/ActionRow';
import IconList from '@site/src/components/IconList';
import Section, {SectionTitle, type SectionTone} from '@site/src/components/Section';
import styles from './styles.module.css';

export interface FeatureSplitProps {
  readonly id: string;
  readonly eyebrow: string;
  readonly title: ReactNode;
  readonly intro: ReactNode;
  /** Short benefit lines, shown with check marks. */
  readonly points: readonly string[];
  /** The product preview beside the text. */
  readonly visual: ReactNode;
  /** Buttons under the points. */
  readonly actions?: ReactNode;
  /** Put the preview first on wide screens (alternating sections). */
  readonly reverse?: boolean;
  readonly tone?: SectionTone;
}

/** A landing section of text and points beside a product preview. */
export default function FeatureSplit({
  id,
  eyebrow,
  title,
  intro,
  points,
  visual,
  actions,
  reverse = false,
  tone = 'default',
}: FeatureSplitProps): ReactNode {
  return (
    <Section id={id} tone={tone} className={styles.section}>
      <div className={clsx(styles.split, reverse && styles.reverse)}>
        <div className={styles.text}>
          <SectionTitle
            id={`${id}-title`}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            align="start"
          />
          <IconList items={points} />
          {actions ? <ActionRow align="start">{actions}</ActionRow> : null}
        </div>
        <div className={styles.visual}>{visual}</div>
      </div>
    </Section>
  );
}
