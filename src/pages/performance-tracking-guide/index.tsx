import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import BackLink from '@site/src/components/BackLink';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import {CORE_KPI_RANGE, CORE_KPI_SLUGS, kpiBySlug, kpiRoute} from '@site/src/data/kits/kpis';
import {KIT_ROUTES, LINKED_ROUTES} from '@site/src/data/kits/routes';
import {CORE_KPI_TESTS, TRACKING_PRACTICES, TRACKING_RHYTHMS} from '@site/src/data/kits/tracking';
import {article} from '@site/src/lib/structuredData/pages';
import styles from './styles.module.css';
import FactList from '@site/src/components/FactList';
import TextList from '@site/src/components/TextList';

const TITLE = 'Performance Tracking Guide';
const DESCRIPTION =
  'Performance tracking best practices for B2B leadership teams: what to review daily, weekly, monthly and quarterly, and how to choose 5 to 7 core KPIs.';

function KpiLinks({slugs}: {slugs: readonly string[]}): ReactNode {
  return (
    <ul className={styles.kpiList}>
      {slugs.map((slug) => {
        const kpi = kpiBySlug(slug);
        return (
          <li key={slug}>
            <Link to={kpiRoute(kpi)}>{kpi.name}</Link>
            <span className={styles.kpiQuestion}>{kpi.question}</span>
          </li>
        );
      })}
    </ul>
  );
}

export default function PerformanceTrackingGuide(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const range = `${CORE_KPI_RANGE.min} to ${CORE_KPI_RANGE.max}`;
  return (
    <SitePage
      heading={TITLE}
      title="Performance Tracking Guide: best practices"
      description={DESCRIPTION}
      keywords={[
        'performance tracking',
        'KPI review cadence',
        'core KPIs',
        'business performance tracking',
        'board KPI best practices',
      ]}
      structuredData={article({
        siteUrl: siteConfig.url,
        path: KIT_ROUTES.trackingGuide,
        headline: `${TITLE}: best practices`,
        description: DESCRIPTION,
      })}>
      <main>
        <PageHero
          before={<BackLink to={KIT_ROUTES.dashboardKit} label="Back" useHistory onHero />}
          badge="Best practices"
          title={TITLE}
          lead={`Tracking everything, all the time, means acting on nothing. Review each number at the rhythm it moves, keep the core set to ${range} KPIs, and end every review with decisions.`}
        />

        <Section
          id="cadence"
          title="A rhythm for every number"
          intro="Fast-moving numbers need a quick daily look; slow ones need a longer, less frequent one. Reviewing them at the wrong rhythm either misses problems or creates noise.">
          <CardGrid columns={4} asList>
            {TRACKING_RHYTHMS.map((rhythm) => (
              <Card
                key={rhythm.cadence}
                eyebrow={rhythm.cadence}
                title={rhythm.areas
                  .map((area, index) => (index === 0 ? area : area.toLowerCase()))
                  .join(' and ')}>
                <TextList items={rhythm.look} className={styles.look} />
                <FactList
                  muted
                  facts={[
                    {term: 'Who', detail: rhythm.who},
                    {term: 'Time', detail: rhythm.time},
                  ]}
                />
              </Card>
            ))}
          </CardGrid>
        </Section>

        <Section
          id="core-kpis"
          tone="muted"
          title={`Keep it to ${range} core KPIs`}
          intro={`A leadership team can discuss ${CORE_KPI_RANGE.min} to ${CORE_KPI_RANGE.max} numbers in depth; beyond that, the meeting becomes a tour of tables. Everything else stays in the detail, for the owner to watch.`}>
          <div className={styles.core}>
            <div>
              <h3 id="start-with-these" className={styles.coreTitle}>
                Start with these {CORE_KPI_SLUGS.start.length}
              </h3>
              <KpiLinks slugs={CORE_KPI_SLUGS.start} />
            </div>
            <div>
              <h3 id="add-these-once-the-first-are-routine" className={styles.coreTitle}>
                Add these {CORE_KPI_SLUGS.add.length} once the first are routine
              </h3>
              <KpiLinks slugs={CORE_KPI_SLUGS.add} />
              <h3 id="before-a-kpi-joins-the-core-set" className={styles.coreTitle}>
                Before a KPI joins the core set
              </h3>
              <TextList items={CORE_KPI_TESTS} className={styles.tests} />
            </div>
          </div>
        </Section>

        <Section id="practices" title="Best practices">
          <CardGrid columns={3} asList>
            {TRACKING_PRACTICES.map((practice) => (
              <Card key={practice.title} title={practice.title}>
                <p>{practice.description}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>

        <CtaBand
          title="Put it into practice"
          text="The board report templates show where each KPI goes in the monthly, quarterly and annual packs."
          primary={{label: 'Browse Board Report Templates', to: KIT_ROUTES.boardReports}}
          secondary={{label: 'Book a Call', to: LINKED_ROUTES.bookCall}}
        />
      </main>
    </SitePage>
  );
}
