import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {IconCards} from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import StatRow from '@site/src/components/StatRow';
import {site} from '@site/src/config/site';
import {VALUES, VISION_FIGURES} from '@site/src/data/about';
import {capitalised, countInWords} from '@site/src/lib/numbers/words';
import {organizationPage} from '@site/src/lib/structuredData/pages';
import styles from './styles.module.css';

/** The page's h1. */
const HEADING = 'Profit-first decisions for every B2B business';

export default function About(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const product = site.productName;
  return (
    <SitePage
      heading={HEADING}
      title="About Us"
      description={`Why ${product} exists: commercial intelligence built by people who ran pricing and sales in B2B distribution, so every business can make profit-first decisions.`}
      keywords={[
        'about',
        'commercial intelligence',
        'B2B distribution',
        'mission',
        'founder story',
      ]}
      structuredData={organizationPage('AboutPage', {
        siteUrl: siteConfig.url,
        path: '/about',
        name: `About ${product}`,
      })}>
      <main>
        <PageHero
          badge={`About ${product}`}
          title={HEADING}
          lead="We help distributors, manufacturers and wholesalers see where their margin goes and act on it, without analysts, consultants or an IT project."
        />
        <Section
          id="mission"
          narrow
          align="start"
          eyebrow="Our mission"
          title="Make margin visible, and make it simple to act on">
          <div className={styles.prose}>
            <p>
              Most B2B businesses know their revenue to the dollar and their margin only roughly,
              weeks after the month has closed. Pricing decisions are made on habit, discounts on
              instinct and customer terms on history. The data to do better is already in the ERP;
              it is just not in a form anyone can act on.
            </p>
            <p>
              {product} exists to close that gap: to turn ordinary ERP extracts into a short list of
              decisions, each with the money at stake, for the people who can make them.
            </p>
          </div>
        </Section>
        <Section
          id="story"
          tone="muted"
          narrow
          align="start"
          eyebrow="How it started"
          title="The founder story">
          <div className={styles.prose}>
            <p>
              Our founder spent years as a commercial director in building-products distribution.
              Every month followed the same pattern: the accounts closed, margin had slipped again,
              and nobody could say exactly why. Finding out meant a week of spreadsheets, and by
              then the next month was half gone.
            </p>
            <p>
              Consultants produced thick reports that were out of date on delivery. Business
              intelligence tools needed an analyst to build anything useful, and the analyst needed
              the IT team. What the business needed was simpler: someone to look at every invoice,
              spot the leaks and say plainly what to do on Monday morning.
            </p>
            <p>
              {product} is that someone, built with commercial leaders from distribution and
              manufacturing. The first version ran on one company’s CSV extracts, and every customer
              still starts the same way today.
            </p>
          </div>
        </Section>
        <Section
          id="values"
          title="What we believe"
          intro={`${capitalised(countInWords(VALUES.length))} values decide what we build and how we work with customers.`}>
          <IconCards points={VALUES} columns={4} />
        </Section>
        <Section
          id="vision"
          tone="muted"
          eyebrow="Our vision"
          title="Every B2B business running on profit, not just revenue"
          intro="We want commercial intelligence to be as ordinary as an accounting package: something every distributor and manufacturer has, trusts and uses every month. Here is where we stand today.">
          <StatRow stats={VISION_FIGURES} />
        </Section>
        <CtaBand
          title="Talk to the people who built it"
          text="Our commercial strategists have run pricing and sales teams themselves. Book 30 minutes, or see the platform first."
          primary={{label: 'Book a Call', to: '/book-call'}}
          secondary={{label: 'See the Demo', to: '/demo'}}
        />
      </main>
    </SitePage>
  );
}
