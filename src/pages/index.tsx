import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ButtonLink from '@site/src/components/ButtonLink';
import CtaBand from '@site/src/components/CtaBand';
import FaqAccordion from '@site/src/components/FaqAccordion';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import {site} from '@site/src/config/site';
import {GENERAL_FAQ} from '@site/src/data/faqs';
import {HIGHEST_MONTHLY, LOWEST_MONTHLY, PLANS_IN_ORDER} from '@site/src/data/pricing';
import {formatUsd} from '@site/src/lib/numbers/format';
import {aggregateOffer, service} from '@site/src/lib/structuredData/pages';
import BuiltFromInside from './_landing/BuiltFromInside';
import DataPlatform from './_landing/DataPlatform';
import FeatureSplit from './_landing/FeatureSplit';
import Hero from './_landing/Hero';
import OldVsNew from './_landing/OldVsNew';
import Problems from './_landing/Problems';
import ProfitKillers from './_landing/ProfitKillers';
import {AlertPreview, BoardPreview, GoalsPreview, PricingPreview} from './_landing/Previews';

function serviceData(siteUrl: string) {
  return service({
    siteUrl,
    path: '/',
    name: site.productName,
    serviceType: 'Commercial intelligence for B2B distributors, manufacturers and wholesalers',
    description: site.blurb,
    audience: 'B2B distributors and manufacturers',
    offers: aggregateOffer({
      lowPrice: LOWEST_MONTHLY,
      highPrice: HIGHEST_MONTHLY,
      offerCount: PLANS_IN_ORDER.length,
      url: `${siteUrl}/pricing`,
    }),
  });
}

/** The landing page: a list of named sections, in the order of the specification. */
/** The page's h1. */
const HEADING = 'Know What to Do Next To Grow Profits';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <SitePage
      heading={HEADING}
      title="Commercial intelligence for B2B distributors"
      description={`${site.productName} finds margin leaks in your ERP data within 24 hours and tells your team what to do next: pricing, customers and quotes. From ${formatUsd(LOWEST_MONTHLY)} a month.`}
      keywords={[
        'commercial intelligence',
        'margin leaks',
        'B2B pricing',
        'distributor margins',
        'customer profitability',
      ]}
      structuredData={serviceData(siteConfig.url)}>
      <main>
        <Hero heading={HEADING} nextSectionId="profit-killers" />
        <ProfitKillers id="profit-killers" />
        <Problems id="problems" />
        <DataPlatform id="data-platform" />
        <FeatureSplit
          id="month-start-pricing"
          eyebrow="Month-start pricing"
          title="Start every month with the right prices"
          intro="On the first working day you get the price moves worth making this month, with the margin each one recovers and the customers it touches."
          points={[
            'Supplier increases matched to the products and contracts they affect',
            'Customers priced below their tier floor, listed by value',
            'Special prices that have outlived their reason',
          ]}
          visual={<PricingPreview />}
        />
        <FeatureSplit
          id="off-track-goals"
          tone="muted"
          reverse
          eyebrow="Off-track goals"
          title="Know a goal is slipping while there is time to fix it"
          intro="Margin targets are adjusted for your seasons, so a quiet August is not a false alarm and a busy spring cannot hide a falling margin."
          points={[
            'Seasonally adjusted targets for margin, discount and customer mix',
            'An off-track signal as soon as the month-to-date trend turns',
            'The customers, reps and products behind the gap',
          ]}
          visual={<GoalsPreview />}
        />
        <FeatureSplit
          id="action-alert"
          eyebrow="Monthly action alert"
          title="One plain-English e-mail: what to do this month"
          intro="No dashboards to dig through. At the start of each month the most valuable actions arrive in your inbox, each with the reason and the dollars at stake."
          points={[
            'Written for the people who act on it, not for analysts',
            'Ranked by value, so the first action is the biggest',
            'Every action traced back to the invoices behind it',
          ]}
          visual={<AlertPreview />}
          actions={
            <ButtonLink to="/demo" size="lg">
              See {site.productName} in Action
            </ButtonLink>
          }
        />
        <FeatureSplit
          id="board-report"
          tone="muted"
          reverse
          eyebrow="Board report"
          title="A board report that proves the value every month"
          intro="Alerts triggered, what was actioned, the value delivered and what is still at risk, ready for the board pack without a weekend in spreadsheets."
          points={[
            'Alerts triggered and actions taken, month by month',
            'Value delivered, measured against the invoices',
            'What is still at risk, and who owns it',
          ]}
          visual={<BoardPreview />}
          actions={
            <ButtonLink to="/demo" size="lg">
              See Your Board Report in Action
            </ButtonLink>
          }
        />
        <BuiltFromInside id="built-from-the-inside" />
        <OldVsNew id="old-way-new-way" />
        <Section
          id="faq"
          tone="muted"
          eyebrow="Questions"
          title="What owners and finance directors ask us"
          intro="Straight answers about data, speed and security.">
          <FaqAccordion items={GENERAL_FAQ} />
        </Section>
        <CtaBand
          title="Find out what your margin is hiding"
          text="In 30 minutes a commercial strategist will show you where businesses like yours usually lose margin, and what the first 24 hours of findings would look like on your data."
          primary={{label: 'Talk to a Commercial Strategist', to: '/book-call'}}
          secondary={{label: 'Calculate Your ROI', to: '/calculate-roi'}}
          note={`No obligation. Plans from ${formatUsd(LOWEST_MONTHLY)} a month, cancel anytime.`}
        />
      </main>
    </SitePage>
  );
}
