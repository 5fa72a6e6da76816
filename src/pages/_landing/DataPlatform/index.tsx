import React, {type ReactNode} from 'react';
import {ArrowRight, BellRing, FileChartColumn, Lightbulb} from 'lucide-react';
import ActionRow from '@site/src/components/ActionRow';
import ButtonLink from '@site/src/components/ButtonLink';
import Section from '@site/src/components/Section';
import {site} from '@site/src/config/site';
import {DATA_SOURCES} from '@site/src/data/landing';
import styles from './styles.module.css';

const OUTPUTS = [
  {icon: Lightbulb, label: 'Insights', text: 'Leaks, tiers and product margins'},
  {icon: BellRing, label: 'Alerts', text: 'What to act on, and when'},
  {icon: FileChartColumn, label: 'Reports', text: 'For the team and the board'},
] as const;

/** The unified data platform: the source systems feeding one view. */
export default function DataPlatform({id}: {id: string}): ReactNode {
  return (
    <Section
      id={id}
      tone="dark"
      eyebrow="Unified data platform"
      title="Every system that shapes your margin, in one place"
      intro={`Pricing lives in the ERP, quotes in the CRM, rebates in the accounts and targets in a spreadsheet. ${site.productName} joins them, so each finding shows the whole picture.`}>
      <div className={styles.flow}>
        <ul className={styles.sources} aria-label="Source systems">
          {DATA_SOURCES.map((source) => {
            const Icon = source.icon;
            return (
              <li key={source.name} className={styles.source}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon size={20} />
                </span>
                <span>
                  <span className={styles.name}>{source.name}</span>
                  <span className={styles.provides}>{source.provides}</span>
                  <span className={styles.examples}>{source.examples}</span>
                </span>
              </li>
            );
          })}
        </ul>
        <ArrowRight className={styles.arrow} aria-hidden="true" size={32} />
        <div className={styles.hub}>
          <p className={styles.hubName}>{site.productName}</p>
          <p className={styles.hubText}>Cleans, joins and analyses every upload</p>
          <ul className={styles.outputs} aria-label="What you get">
            {OUTPUTS.map(({icon: Icon, label, text}) => (
              <li key={label}>
                <Icon aria-hidden="true" size={18} />
                <span>
                  <strong>{label}</strong> {text}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ActionRow>
        <ButtonLink to="/demo" variant="onDark" size="lg">
          See The Platform
        </ButtonLink>
      </ActionRow>
    </Section>
  );
}
