import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ChevronDown} from 'lucide-react';
import ButtonLink from '@site/src/components/ButtonLink';
import {site} from '@site/src/config/site';
import {HERO_DASHBOARD, HERO_STATS, SAMPLE_CARDS, type SampleCard} from '@site/src/data/landing';
import {formatUsdChange} from '@site/src/lib/numbers/format';
import styles from './styles.module.css';

function FloatingCard({card, index}: {card: SampleCard; index: number}): ReactNode {
  return (
    <li className={clsx(styles.card, styles[`card${index}`], styles[card.tone])}>
      <span className={styles.cardLabel}>{card.label}</span>
      {card.amount === null ? null : (
        <span className={styles.cardAmount}>{formatUsdChange(card.amount)}</span>
      )}
      <span className={styles.cardDetail}>{card.detail}</span>
    </li>
  );
}

/**
 * The landing hero: badge, headline, call to action, the three headline figures, the
 * dashboard picture with its floating sample cards, and the scroll hint. The header sits
 * transparent over it, so it stays dark in both colour modes.
 */
export default function Hero({
  heading,
  nextSectionId,
}: {
  /** The page's h1. */
  heading: string;
  nextSectionId: string;
}): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.grid)}>
        <div className={styles.text}>
          <p className={styles.badge}>Find margin leaks in 24 hours</p>
          <Heading as="h1" className={styles.title}>
            {heading}
          </Heading>
          <p className={styles.lead}>
            {site.productName} reads the ERP data you already have, finds where margin is leaking
            and tells your team which prices, customers and quotes to act on first. No analysts, no
            consultants, no IT project.
          </p>
          <ButtonLink to="/book-call" size="lg">
            Talk to a Commercial Strategist
          </ButtonLink>
          <dl className={styles.stats}>
            {HERO_STATS.map((stat) => (
              <div key={stat.value} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className={styles.visual}>
          <img
            className={styles.dashboard}
            src={useBaseUrl(HERO_DASHBOARD.src)}
            alt={HERO_DASHBOARD.alt}
            width={HERO_DASHBOARD.width}
            height={HERO_DASHBOARD.height}
            fetchPriority="high"
          />
          <ul className={styles.cards}>
            {SAMPLE_CARDS.map((card, index) => (
              <FloatingCard key={card.label} card={card} index={index} />
            ))}
          </ul>
          <figcaption className={styles.caption}>Sample findings (illustrative figures)</figcaption>
        </figure>
      </div>
      <a className={styles.scrollHint} href={`#${nextSectionId}`}>
        <span>Discover how it works</span>
        <ChevronDown aria-hidden="true" size={22} className={styles.scrollIcon} />
      </a>
    </header>
  );
}
