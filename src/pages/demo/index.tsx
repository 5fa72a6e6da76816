import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {ArrowRight, FileSpreadsheet, Play} from 'lucide-react';
import BackLink from '@site/src/components/BackLink';
import ActionRow from '@site/src/components/ActionRow';
import ButtonLink from '@site/src/components/ButtonLink';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import StatRow from '@site/src/components/StatRow';
import {site} from '@site/src/config/site';
import {DEMO_STATS, SAMPLE_FILES} from '@site/src/data/demo';
import {HERO_DASHBOARD, SAMPLE_CARDS} from '@site/src/data/landing';
import {formatUsdChange} from '@site/src/lib/numbers/format';
import styles from './styles.module.css';

export default function Demo(): ReactNode {
  const heading = `See ${site.productName} in Action`;
  return (
    <SitePage
      heading={heading}
      title="Product Demo"
      description={`See ${site.productName} in action: setup in 30 minutes, first insights in 24 hours and a return within 30 days. Book a personal demo on examples from your industry.`}
      keywords={['demo', 'product demo', 'commercial intelligence platform', 'margin analytics']}>
      <main>
        <PageHero
          before={<BackLink to="/" label="Back to home" onHero />}
          badge="Product demo"
          title={heading}
          lead="From the first CSV upload to the board report: how the platform finds margin leaks and turns them into decisions."
        />
        <Section id="video" narrow>
          <figure className={styles.video}>
            <img
              className={styles.still}
              src={useBaseUrl(HERO_DASHBOARD.src)}
              alt=""
              width={HERO_DASHBOARD.width}
              height={HERO_DASHBOARD.height}
            />
            <figcaption className={styles.overlay}>
              <span className={styles.play} aria-hidden="true">
                <Play size={30} fill="currentColor" />
              </span>
              <span className={styles.soon}>Demo Video Coming Soon</span>
              <span className={styles.soonText}>
                Until it is ready, a strategist can show you the platform live.
              </span>
            </figcaption>
          </figure>
          <StatRow stats={DEMO_STATS} oneRow className={styles.stats} />
          <ActionRow>
            <ButtonLink to="/book-call" size="lg">
              Book a Personal Demo
            </ButtonLink>
            <ButtonLink to="/how-it-works" variant="secondary" size="lg">
              See How It Works
            </ButtonLink>
          </ActionRow>
        </Section>
        <Section
          id="sample-upload"
          tone="muted"
          eyebrow="Sample upload"
          title="What a sample upload looks like"
          intro="Three plain CSV files from the ERP go in; findings with a dollar value come out. These are the files and the kind of result a first upload gives (illustrative figures).">
          <div className={styles.sample}>
            <ul className={styles.files} aria-label="Files uploaded">
              {SAMPLE_FILES.map((file) => (
                <li key={file.name} className={styles.file}>
                  <FileSpreadsheet aria-hidden="true" size={22} className={styles.fileIcon} />
                  <div>
                    <Heading as="h3" className={styles.fileName}>
                      {file.name}
                    </Heading>
                    <p className={styles.fileRow}>{file.row} per row</p>
                    <p className={styles.columns}>{file.columns.join(' · ')}</p>
                  </div>
                </li>
              ))}
            </ul>
            <ArrowRight aria-hidden="true" size={32} className={styles.arrow} />
            <ul className={styles.findings} aria-label="Findings within 24 hours">
              {SAMPLE_CARDS.map((card) => (
                <li key={card.label} className={styles[card.tone]}>
                  <span className={styles.findingLabel}>{card.label}</span>
                  {card.amount === null ? null : (
                    <span className={styles.findingAmount}>{formatUsdChange(card.amount)}</span>
                  )}
                  <span className={styles.findingDetail}>{card.detail}</span>
                </li>
              ))}
            </ul>
          </div>
          <ActionRow>
            <ButtonLink to="/book-call" size="lg">
              Talk to a Commercial Strategist
            </ButtonLink>
          </ActionRow>
        </Section>
      </main>
    </SitePage>
  );
}
