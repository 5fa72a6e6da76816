import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {Star} from 'lucide-react';
import Badge from '@site/src/components/Badge';
import IconList from '@site/src/components/IconList';
import SitePage from '@site/src/components/SitePage';
import StatRow from '@site/src/components/StatRow';
import {site} from '@site/src/config/site';
import {CALL_BENEFITS, EXPECTATIONS, PERFECT_IF, SOCIAL_PROOF} from '@site/src/data/bookCall';
import {organizationPage} from '@site/src/lib/structuredData/pages';
import SchedulerCard from './_components/SchedulerCard';
import styles from './styles.module.css';

/** The page's h1, its last words set apart. */
const HEADING = {lead: 'Talk to a Commercial Strategist', accent: 'Not a Sales Rep'} as const;

export default function BookCall(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <SitePage
      heading={`${HEADING.lead} ${HEADING.accent}`}
      title="Book a Call"
      description={`Book a ${site.scheduling.callMinutes}-minute call with a ${site.productName} commercial strategist: where your margin leaks, a tailored demo and an honest answer on fit.`}
      keywords={[
        'book a call',
        'commercial strategist',
        'demo',
        'margin review',
        'B2B pricing help',
      ]}
      structuredData={organizationPage('ContactPage', {
        siteUrl: siteConfig.url,
        path: '/book-call',
        name: 'Book a call with a commercial strategist',
      })}>
      <main>
        <div className={styles.top}>
          <div className="container">
            <div className={styles.layout}>
              <div className={styles.intro}>
                <p className={styles.badge}>
                  <Badge>Free {site.scheduling.callMinutes}-minute call</Badge>
                </p>
                <Heading as="h1" className={styles.title}>
                  {HEADING.lead} <span className={styles.titleAccent}>{HEADING.accent}</span>
                </Heading>
                <p className={styles.lead}>
                  Speak to someone who has run pricing and sales in B2B, about your margins, your
                  customers and your data. No pitch deck, no pressure.
                </p>
              </div>
              <div className={styles.aside}>
                <SchedulerCard />
              </div>
              <div className={styles.details}>
                <section aria-labelledby="call-benefits" className={styles.block}>
                  <Heading as="h2" id="call-benefits" className={styles.blockTitle}>
                    What you get from the call
                  </Heading>
                  <IconList items={CALL_BENEFITS} />
                </section>

                <section aria-labelledby="call-expect" className={styles.block}>
                  <Heading as="h2" id="call-expect" className={styles.blockTitle}>
                    What to expect
                  </Heading>
                  <ul className={styles.expectations}>
                    {EXPECTATIONS.map((item) => {
                      const Icon = item.icon;
                      return (
                        <li key={item.title}>
                          <span className={styles.expectIcon} aria-hidden="true">
                            <Icon size={22} />
                          </span>
                          <span className={styles.expectTitle}>{item.title}</span>
                          <span className={styles.expectText}>{item.text}</span>
                        </li>
                      );
                    })}
                  </ul>
                </section>

                <section aria-labelledby="call-perfect" className={styles.block}>
                  <Heading as="h2" id="call-perfect" className={styles.blockTitle}>
                    Perfect If You’re
                  </Heading>
                  <ul className={styles.perfect}>
                    {PERFECT_IF.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </section>
              </div>
            </div>
          </div>
        </div>
        <section aria-labelledby="social-proof" className={styles.proof}>
          <div className="container">
            <Heading as="h2" id="social-proof" className={styles.proofTitle}>
              <Star aria-hidden="true" size={20} fill="currentColor" />
              Trusted by B2B businesses
            </Heading>
            <StatRow stats={SOCIAL_PROOF} onDark oneRow className={styles.proofStats} />
          </div>
        </section>
      </main>
    </SitePage>
  );
}
