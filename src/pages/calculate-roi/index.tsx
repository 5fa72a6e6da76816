import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageHero from '@site/src/components/PageHero';
import PrintHeader from '@site/src/components/PrintHeader';
import Section from '@site/src/components/Section';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import {site} from '@site/src/config/site';
import {SUBSCRIPTION_BANDS} from '@site/src/data/pricing';
import {ESTIMATE_BASIS, bandCosts} from '@site/src/lib/roi/explain';
import {webApplication} from '@site/src/lib/structuredData/pages';
import SitePage from '@site/src/components/SitePage';
import RoiCalculator from './_components/RoiCalculator';
import styles from './styles.module.css';

/** The page's h1. */
const HEADING = 'Calculate Your ROI';

const TITLE = 'ROI Calculator';
const DESCRIPTION = `Estimate what ${site.productName} could return in under 2 minutes: margin recovered, time saved, quote accuracy, ROI multiple and payback days from your own figures.`;

/** The ROI calculator page (/calculate-roi): the calculator, then what it counts. */
export default function CalculateRoiPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <SitePage
      heading={HEADING}
      title={TITLE}
      description={DESCRIPTION}
      keywords={[
        'ROI calculator',
        'commercial intelligence ROI',
        'margin recovery',
        'payback period',
        'B2B distributor margins',
      ]}
      structuredData={webApplication({
        siteUrl: siteConfig.url,
        path: '/calculate-roi',
        name: `${site.productName} ROI Calculator`,
        description: DESCRIPTION,
      })}>
      <main>
        <div className="container">
          <PrintHeader title="ROI estimate" />
        </div>
        <PageHero
          className={styles.hero}
          badge="Takes under 2 minutes"
          title={HEADING}
          lead={`Four figures from your last financial year show what finding margin leaks, saving admin time and quoting accurately could be worth to your business, against what ${site.productName} costs.`}
        />
        <Section className={styles.calculatorSection}>
          <RoiCalculator />
        </Section>
        <Section
          tone="muted"
          id="how-the-estimate-works"
          title="What the estimate counts"
          intro="Three sources of value, each deliberately cautious, set against the subscription for your revenue band."
          className="no-print">
          <CardGrid columns={3}>
            <Card title="Margin recovered">
              <p>{ESTIMATE_BASIS.marginRecovered}</p>
            </Card>
            <Card title="Time saved">
              <p>{ESTIMATE_BASIS.timeSaved}</p>
            </Card>
            <Card title="Quote accuracy">
              <p>{ESTIMATE_BASIS.quoteAccuracy}</p>
            </Card>
          </CardGrid>
          <p className={styles.bands}>
            The subscription follows annual revenue ({bandCosts(SUBSCRIPTION_BANDS)}). See every
            plan on the <Link to="/pricing">pricing page</Link>.
          </p>
        </Section>
      </main>
    </SitePage>
  );
}
