import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useQueryString} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {Calculator, FlaskConical, ShieldCheck} from 'lucide-react';
import ButtonLink from '@site/src/components/ButtonLink';
import CtaBand from '@site/src/components/CtaBand';
import FaqAccordion from '@site/src/components/FaqAccordion';
import IconList from '@site/src/components/IconList';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import StatRow from '@site/src/components/StatRow';
import Tabs from '@site/src/components/Tabs';
import {site} from '@site/src/config/site';
import {PRICING_FAQ} from '@site/src/data/faqs';
import {
  ANNUAL_DISCOUNT_PERCENT,
  INCLUDED_FEATURES,
  MONTHLY_PRICE_LIST,
  PILOT_DAYS,
  PLANS_IN_ORDER,
  PLAN_TERMS,
  ROI_GUARANTEE,
  ROI_STATS,
} from '@site/src/data/pricing';
import {RANGE_QUERY_KEY, parseRevenueRange, type RevenueRangeId} from '@site/src/lib/pricing/range';
import {offer, service} from '@site/src/lib/structuredData/pages';
import PlanPanel from './_components/PlanPanel';
import styles from './styles.module.css';

/** The page's h1. */
const HEADING = 'Simple pricing that pays for itself';

function offersData(siteUrl: string) {
  return service({
    siteUrl,
    path: '/pricing',
    name: site.productName,
    serviceType: 'Commercial intelligence',
    offers: PLANS_IN_ORDER.map((plan) =>
      offer({
        name: `${plan.name} plan`,
        description: `For businesses with annual revenue of ${plan.rangeLabel}. ${plan.description}`,
        price: plan.monthly,
        unit: 'month',
        url: `${siteUrl}/pricing?${RANGE_QUERY_KEY}=${plan.range}`,
      }),
    ),
  });
}

/**
 * The revenue range of the tabs, kept in the page address (`?range=10-25m`) so it can be
 * shared. The hook reads the address only after hydration (the static HTML has no query);
 * changing tab replaces the history entry without a scroll jump.
 */
function useSelectedRange(): [RevenueRangeId, (range: RevenueRangeId) => void] {
  const [value, setValue] = useQueryString(RANGE_QUERY_KEY);
  return [parseRevenueRange(value), (range) => setValue(range)];
}

export default function Pricing(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [range, setRange] = useSelectedRange();
  const guarantee = `${ROI_GUARANTEE.multipleOfMonthlyFee}x`;
  return (
    <SitePage
      heading={HEADING}
      title="Pricing"
      description={`${site.productName} pricing by annual revenue: ${MONTHLY_PRICE_LIST} a month with every feature, unlimited users, no setup fees and ${ANNUAL_DISCOUNT_PERCENT}% off annual billing.`}
      keywords={[
        'pricing',
        'commercial intelligence pricing',
        'margin analysis software cost',
        'ROI',
      ]}
      structuredData={offersData(siteConfig.url)}>
      <main>
        <PageHero
          badge="Pricing"
          title={HEADING}
          lead="One plan for your size of business, with every feature included. Unlimited users, no setup fees, month-to-month."
        />
        <Section id="plans" className={styles.plansSection}>
          <div className={styles.tabsHead}>
            <Heading as="h2" className={styles.tabsTitle} id="plans-title">
              Choose your annual revenue
            </Heading>
            <p className={styles.tabsHint}>
              Prices in US dollars. Pay annually and save {ANNUAL_DISCOUNT_PERCENT}%.
            </p>
          </div>
          <Tabs
            label="Annual revenue"
            value={range}
            onChange={setRange}
            className={styles.tabs}
            items={PLANS_IN_ORDER.map((plan) => ({
              value: plan.range,
              // The plan most choose is flagged on its tab too, before anyone opens it.
              label: plan.popular ? (
                <>
                  {plan.rangeLabel} <span className={styles.popularTag}>Most popular</span>
                </>
              ) : (
                plan.rangeLabel
              ),
              panel: <PlanPanel plan={plan} />,
            }))}
          />
          <IconList
            items={PLAN_TERMS}
            variant="inline"
            aria-label="Terms on every plan"
            className={styles.terms}
          />
        </Section>
        <Section
          id="included"
          tone="muted"
          title="Everything included, on every plan"
          intro="No feature tiers and no add-ons: the plan changes with the size of your business, not with what you may use.">
          <IconList
            items={INCLUDED_FEATURES}
            variant="boxed"
            columns={2}
            aria-label="Included features"
            className={styles.features}
          />
          <div className={styles.promises}>
            <div className={styles.promise}>
              <ShieldCheck aria-hidden="true" size={28} className={styles.promiseIcon} />
              <div>
                <Heading as="h3" className={styles.promiseTitle}>
                  {ROI_GUARANTEE.days}-day ROI guarantee
                </Heading>
                <p>
                  If we have not found at least {guarantee} your monthly fee in recoverable margin
                  within {ROI_GUARANTEE.days} days, we refund you.
                </p>
              </div>
            </div>
            <div className={styles.promise}>
              <FlaskConical aria-hidden="true" size={28} className={styles.promiseIcon} />
              <div>
                <Heading as="h3" className={styles.promiseTitle}>
                  {PILOT_DAYS}-day pilot
                </Heading>
                <p>
                  Run {site.productName} on your own data for {PILOT_DAYS} days and judge the
                  findings before you commit.
                </p>
              </div>
            </div>
          </div>
        </Section>
        <Section
          id="roi"
          title="The return, in numbers"
          intro="What customers see on average once the first findings are acted on.">
          <StatRow
            stats={ROI_STATS.map((stat) => ({
              value: stat.value,
              label: stat.metric,
              detail: stat.timeline,
            }))}
          />
          <div className={styles.calculator}>
            <Calculator aria-hidden="true" size={28} className={styles.promiseIcon} />
            <p>
              <strong>What would it return for you?</strong> Enter your revenue, margin and customer
              count and see your payback in under 2 minutes.
            </p>
            <ButtonLink to="/calculate-roi" variant="outline">
              Calculate Your ROI
            </ButtonLink>
          </div>
        </Section>
        <Section id="faq" tone="muted" title="Pricing questions">
          <FaqAccordion items={PRICING_FAQ} />
        </Section>
        <CtaBand
          title="Not sure which plan fits?"
          text="A commercial strategist will look at your size and data and tell you honestly what the first 90 days would return."
          primary={{label: 'Talk to a Commercial Strategist', to: '/book-call'}}
          secondary={{label: 'See How It Works', to: '/how-it-works'}}
        />
      </main>
    </SitePage>
  );
}
