import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {Target} from 'lucide-react';
import Badge from '@site/src/components/Badge';
import Section from '@site/src/components/Section';
import {PROFIT_KILLERS, type ProfitKiller} from '@site/src/data/landing';
import styles from './styles.module.css';

function KillerCard({killer}: {killer: ProfitKiller}): ReactNode {
  const Icon = killer.icon;
  return (
    <article className={clsx(styles.card, styles[killer.tone])} aria-labelledby={killer.id}>
      <img
        className={styles.picture}
        src={useBaseUrl(killer.image.src)}
        alt={killer.image.alt}
        width={killer.image.width}
        height={killer.image.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.content}>
        <div className={styles.meta}>
          <span className={styles.icon} aria-hidden="true">
            <Icon size={22} />
          </span>
          <Badge tone={killer.tone} label>
            {killer.urgency}
          </Badge>
        </div>
        <h3 id={killer.id} className={styles.title}>
          {killer.title}
        </h3>
        <p className={styles.subtitle}>{killer.subtitle}</p>
        <p className={styles.description}>{killer.description}</p>
        <p className={styles.impact}>
          <Target aria-hidden="true" size={18} className={styles.impactIcon} />
          <span>
            <strong>Impact: </strong>
            {killer.impact}
          </span>
        </p>
      </div>
    </article>
  );
}

/** The four profit killers, each with its urgency, colour and dashboard picture. */
export default function ProfitKillers({id}: {id: string}): ReactNode {
  return (
    <Section
      id={id}
      eyebrow="The four profit killers"
      title="Where B2B margin quietly disappears"
      intro="They rarely show up in the monthly accounts, yet most distributors and manufacturers have all four. Each is found from your ERP data alone.">
      <div className={styles.grid}>
        {PROFIT_KILLERS.map((killer) => (
          <KillerCard key={killer.id} killer={killer} />
        ))}
      </div>
    </Section>
  );
}
