import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ActionRow from '@site/src/components/ActionRow';
import Badge from '@site/src/components/Badge';
import ButtonLink from '@site/src/components/ButtonLink';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import IconList from '@site/src/components/IconList';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import StatRow from '@site/src/components/StatRow';
import {site} from '@site/src/config/site';
import {CLOSING_STATS, DEMO_CARDS, FINDINGS, STEPS} from '@site/src/data/howItWorks';
import {capitalised, countInWords} from '@site/src/lib/numbers/words';
import {howTo} from '@site/src/lib/structuredData/pages';
import DemoCard from './_components/DemoCard';
import styles from './styles.module.css';

/** The page's h1. */
const HEADING = 'From ERP extract to profit decisions in 24 hours';

export default function HowItWorks(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <SitePage
      heading={HEADING}
      title="How It Works"
      description={`How ${site.productName} works: upload a CSV extract from your ERP in under 30 minutes, get margin insights within 24 hours and act on prioritised decisions.`}
      keywords={[
        'how it works',
        'ERP extract',
        'margin analysis',
        'CSV upload',
        'pricing decisions',
      ]}
      structuredData={howTo({
        siteUrl: siteConfig.url,
        path: '/how-it-works',
        name: `How ${site.productName} finds margin leaks`,
        description: 'From an ERP extract to prioritised commercial decisions in 24 hours.',
        steps: STEPS.map((step) => ({name: step.title, text: step.text})),
      })}>
      <main>
        <PageHero
          badge="How it works"
          title={HEADING}
          lead={`No integration project and no analysts. Export three files from your ERP, upload them, and ${site.productName} tells you where margin is leaking and what to do about it.`}
          actions={
            <>
              <ButtonLink to="/book-call" size="lg">
                Talk to a Commercial Strategist
              </ButtonLink>
              <ButtonLink to="#demos" variant="outlineOnDark" size="lg">
                See the Walkthroughs
              </ButtonLink>
            </>
          }
        />
        <Section
          id="steps"
          title={`${capitalised(countInWords(STEPS.length))} steps from data to decisions`}
          intro="The whole process runs on the files your ERP already produces.">
          <ol className={styles.steps}>
            {STEPS.map((step, index) => {
              const Icon = step.icon;
              return (
                <li key={step.title}>
                  <Card
                    icon={<Icon size={22} />}
                    eyebrow={`Step ${index + 1}`}
                    title={step.title}
                    footer={<Badge tone="positive">{step.time}</Badge>}>
                    <p>{step.text}</p>
                  </Card>
                </li>
              );
            })}
          </ol>
        </Section>
        <Section
          id="demos"
          tone="muted"
          eyebrow="Product walkthroughs"
          title="See each part of the platform"
          intro={`${capitalised(countInWords(DEMO_CARDS.length))} short walkthroughs, from the first upload to the action alert in your inbox. To see any of them live on examples from your industry, book a demo call.`}>
          <CardGrid columns={3} asList>
            {DEMO_CARDS.map((card) => (
              <DemoCard key={card.id} card={card} />
            ))}
          </CardGrid>
        </Section>
        <Section
          id="findings"
          narrow
          title="What a first upload usually finds"
          intro={`Every business is different, but these ${countInWords(FINDINGS.length)} findings come up in almost every first report.`}>
          <IconList items={FINDINGS} variant="boxed" ordered />
        </Section>
        <Section
          id="get-started"
          tone="dark"
          title="See it on your own numbers"
          intro="See what the platform makes of a sample ERP extract, or book a call and we will walk you through it on examples from your industry.">
          <StatRow stats={CLOSING_STATS} onDark oneRow className={styles.closingStats} />
          <ActionRow>
            <ButtonLink to="/demo" variant="onDark" size="lg">
              Try Sample Upload
            </ButtonLink>
            <ButtonLink to="/book-call" variant="outlineOnDark" size="lg">
              Book a Demo Call
            </ButtonLink>
          </ActionRow>
        </Section>
      </main>
    </SitePage>
  );
}
