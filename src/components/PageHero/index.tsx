import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface PageHeroProps {
  /** Small pill above the title. */
  readonly badge?: ReactNode;
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  /** Buttons or links under the lead. */
  readonly actions?: ReactNode;
  /** Content above the badge, e.g. a back link. */
  readonly before?: ReactNode;
  /** Content beside the text on wide screens (a picture, a card). */
  readonly aside?: ReactNode;
  readonly tone?: 'dark' | 'light';
  readonly className?: string;
}

/** The top band of a custom page, holding its one h1. */
export default function PageHero({
  badge,
  title,
  lead,
  actions,
  before,
  aside,
  tone = 'dark',
  className,
}: PageHeroProps): ReactNode {
  return (
    <header className={clsx(styles.hero, styles[tone], className)}>
      {/* Without an aside the text is centred, so the band is balanced across the width. */}
      <div className={clsx('container', aside ? styles.split : styles.centred)}>
        <div className={styles.text}>
          {before}
          {badge ? <p className={styles.badge}>{badge}</p> : null}
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </header>
  );
}
