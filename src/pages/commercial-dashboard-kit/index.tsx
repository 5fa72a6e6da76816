import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {BarChart3, BookOpen, Download, FileText, Timer} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import ButtonLink from '@site/src/components/ButtonLink';
import CardGrid, {LinkCard} from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import NoScriptDownload from '@site/src/components/NoScriptNotice/NoScriptDownload';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import {BOARD_REPORTS} from '@site/src/data/kits/boardReports';
import {KIT_RESOURCES, type KitResource} from '@site/src/data/kits/dashboardKit';
import {KPIS, kpiRoute} from '@site/src/data/kits/kpis';
import {countInWords} from '@site/src/lib/numbers/words';
import {KIT_ROUTES, LINKED_ROUTES} from '@site/src/data/kits/routes';
import {STATIC_DOWNLOADS} from '@site/src/data/staticDownloads';
import {useFileDownload} from '@site/src/hooks/useFileDownload';
import {KPI_CSV_FILE, kpiCsv} from '@site/src/lib/kits/kpiCsv';
import styles from './styles.module.css';
import FactList from '@site/src/components/FactList';
import {headingSlug} from '@site/src/lib/text/slug';
import {PAGE_NAMES} from '@site/src/data/pageNames';

/** The page's h1, its name where other pages sit under it. */
const HEADING = PAGE_NAMES[KIT_ROUTES.dashboardKit];

const ICONS: Record<KitResource['id'], ReactNode> = {
  boardReports: <FileText size={22} />,
  businessNumbers: <BookOpen size={22} />,
  automation: <Timer size={22} />,
  tracking: <BarChart3 size={22} />,
};

const byLength = [...BOARD_REPORTS].sort((a, b) => a.pageCount - b.pageCount);
const shortest = byLength[0];
const longest = byLength.at(-1);
const boardCtaText =
  shortest && longest
    ? `${BOARD_REPORTS.length} board report templates, from a ${shortest.pageCount}-page ${shortest.title.toLowerCase()} to a ${longest.pageCount}-page ${longest.title.toLowerCase()}, show where each KPI goes and what to say about it.`
    : undefined;

function DownloadKpisButton(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const download = useFileDownload();
  return (
    <>
      <ActionButton
        variant="outline"
        onClick={() =>
          download({name: KPI_CSV_FILE, kind: 'csv', text: kpiCsv(KPIS, siteConfig.url, kpiRoute)})
        }>
        <Download aria-hidden="true" size={18} />
        Download KPI List (CSV)
      </ActionButton>
      <NoScriptDownload file={STATIC_DOWNLOADS.kpiList} variant="outline" />
    </>
  );
}

export default function CommercialDashboardKit(): ReactNode {
  return (
    <SitePage
      heading={HEADING}
      title="Commercial Dashboard Kit: KPIs and board reports"
      description={`A free commercial dashboard kit: the ${KPIS.length} KPIs a B2B commercial dashboard needs, board report templates, and guides to automating and tracking performance.`}
      keywords={[
        'commercial dashboard',
        'sales KPI dashboard',
        'board report templates',
        'commercial KPIs',
        'B2B dashboard kit',
      ]}>
      <main>
        <PageHero
          badge="Free kit · No email or signup needed"
          title={HEADING}
          lead={`Everything to build a commercial dashboard your board will read: the ${countInWords(KPIS.length)} KPIs that matter, templates for the reports they go in, and guides to producing them in hours instead of days.`}
          actions={
            <ButtonLink to="#kpis-title" variant="onDark" size="lg">
              See the {KPIS.length} KPIs
            </ButtonLink>
          }
        />

        <Section id="kit" title="What’s in the kit">
          <CardGrid columns={4} asList>
            {KIT_RESOURCES.map((resource) => (
              <LinkCard
                key={resource.id}
                icon={ICONS[resource.id]}
                eyebrow={resource.detail}
                title={resource.title}
                description={resource.description}
                to={resource.to}
                action={resource.action}
              />
            ))}
          </CardGrid>
        </Section>

        <Section
          id="kpis"
          tone="muted"
          title={`The ${KPIS.length} KPIs every commercial dashboard needs`}
          intro="Revenue tells you how busy you were. These tell you whether it was worth it. Each links to a plain-English explanation with worked examples.">
          <ol className={styles.kpis}>
            {KPIS.map((kpi) => (
              <li key={kpi.slug} className={styles.kpi}>
                <h3 id={headingSlug(kpi.name)} className={styles.kpiName}>
                  <Link to={kpiRoute(kpi)}>{kpi.name}</Link>
                </h3>
                <p className={styles.question}>{kpi.question}</p>
                <FactList
                  termWidth="lg"
                  facts={[
                    {term: 'Formula', detail: kpi.formula},
                    {term: 'Benchmark', detail: kpi.benchmark},
                    {term: 'Review', detail: kpi.review},
                  ]}
                />
              </li>
            ))}
          </ol>
          <div className={styles.kpiActions}>
            <DownloadKpisButton />
            <ButtonLink to={LINKED_ROUTES.businessNumbers} variant="secondary">
              All Business Numbers
            </ButtonLink>
          </div>
        </Section>

        <CtaBand
          title="Put these KPIs in front of your board"
          text={boardCtaText}
          primary={{label: 'Browse Board Report Templates', to: KIT_ROUTES.boardReports}}
          secondary={{label: 'See Your Board Report in Action', to: LINKED_ROUTES.demo}}
        />
      </main>
    </SitePage>
  );
}
