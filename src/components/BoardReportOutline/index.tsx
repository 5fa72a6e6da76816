import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import PrintButton from '@site/src/components/PrintButton';
import BackLink from '@site/src/components/BackLink';
import CtaBand from '@site/src/components/CtaBand';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import StatRow from '@site/src/components/StatRow';
import {site} from '@site/src/config/site';
import {
  BOARD_REPORTS,
  boardReportBySlug,
  boardReportRoute,
  type BoardReportSlug,
  type OutlineSection,
} from '@site/src/data/kits/boardReports';
import {KIT_ROUTES, LINKED_ROUTES} from '@site/src/data/kits/routes';
import {formatPageRange, pageRanges, type PageRange} from '@site/src/lib/reports/outlineText';
import DownloadOutlineButton from './DownloadOutlineButton';
import PlainTextTemplate from './PlainTextTemplate';
import TagList from './TagList';
import styles from './styles.module.css';
import FactList from '@site/src/components/FactList';
import TextList from '@site/src/components/TextList';
import {headingSlug} from '@site/src/lib/text/slug';

export interface BoardReportOutlinePageProps {
  readonly slug: BoardReportSlug;
  /** Show the full fill-in template as copyable plain text (the quarterly review does). */
  readonly withPlainTextTemplate?: boolean;
}

function SectionList({
  title,
  items,
  sectionId,
}: {
  title: string;
  items: readonly string[];
  /** The id of the outline section the list belongs to: the list's id starts with it. */
  sectionId: string;
}): ReactNode {
  return (
    <div className={styles.list}>
      <h4 id={`${sectionId}-${headingSlug(title)}`} className={styles.listTitle}>
        {title}
      </h4>
      <TextList items={items} />
    </div>
  );
}

function OutlineItem({
  section,
  range,
  index,
}: {
  section: OutlineSection;
  range: PageRange;
  index: number;
}): ReactNode {
  const sectionId = headingSlug(`${index + 1}. ${section.title}`);
  return (
    <li className={styles.section}>
      <p className={styles.pages}>{formatPageRange(range)}</p>
      <h3 id={sectionId} className={styles.sectionTitle}>
        {index + 1}. {section.title}
      </h3>
      <p className={styles.purpose}>{section.purpose}</p>
      <div className={styles.lists}>
        <SectionList sectionId={sectionId} title="On these pages" items={section.contents} />
        <SectionList sectionId={sectionId} title="Charts and tables" items={section.visuals} />
        <SectionList sectionId={sectionId} title="Data sources" items={section.sources} />
      </div>
    </li>
  );
}

/**
 * One board report outline page: what the report is for, every section with its pages,
 * contents, suggested visuals and data sources, tips, and the outline as a download or a
 * print. All six outline routes render this with their slug.
 */
export default function BoardReportOutlinePage({
  slug,
  withPlainTextTemplate = false,
}: BoardReportOutlinePageProps): ReactNode {
  const report = boardReportBySlug(slug);
  const ranges = pageRanges(report.sections);
  const others = BOARD_REPORTS.filter((entry) => entry.slug !== slug);
  return (
    <SitePage
      heading={report.title}
      title={`${report.title} template: ${report.pageCount}-page outline`}
      description={report.description}
      keywords={report.keywords}>
      <main className={styles.page}>
        <PageHero
          before={
            <BackLink to={KIT_ROUTES.boardReports} label="Back to Board Report Templates" onHero />
          }
          badge={`Board report template · ${report.pageCount} pages`}
          title={report.title}
          lead={report.intro}
          actions={
            <div className={`${styles.heroActions} no-print`}>
              <DownloadOutlineButton report={report} variant="onDark" size="lg" />
              <PrintButton variant="outlineOnDark" size="lg">
                Print Outline
              </PrintButton>
            </div>
          }
        />

        <Section id="at-a-glance" title="At a glance" align="start">
          <StatRow
            className={styles.glance}
            stats={[
              {value: String(report.pageCount), label: 'Pages'},
              {value: String(report.sections.length), label: 'Sections'},
              {value: report.frequency, label: 'Issued'},
              {value: report.preparation, label: 'To prepare by hand'},
            ]}
          />
          <div className={styles.facts}>
            <FactList
              termWidth="md"
              facts={[
                {term: 'For', detail: report.audience},
                {term: 'When', detail: report.cadence},
                {term: 'Covers', detail: <TagList tags={report.tags} />},
              ]}
            />
          </div>
        </Section>

        <Section
          id="outline"
          tone="muted"
          title="Page-by-page outline"
          intro={`${report.sections.length} sections over ${report.pageCount} pages, in the order the board reads them.`}
          align="start">
          <ol className={styles.sections}>
            {report.sections.map((section, index) => (
              <OutlineItem
                key={section.title}
                section={section}
                index={index}
                range={ranges[index] ?? {from: 1, to: 1}}
              />
            ))}
          </ol>
        </Section>

        {withPlainTextTemplate ? <PlainTextTemplate report={report} /> : null}

        <Section id="tips" title="Tips for preparing it" align="start" narrow>
          <TextList items={report.tips} className={styles.tips} />
        </Section>

        <Section
          id="more-templates"
          tone="muted"
          title="More board report templates"
          className="no-print">
          <ul className={styles.others}>
            {others.map((entry) => (
              <li key={entry.slug}>
                <Link to={boardReportRoute(entry.slug)} className={styles.other}>
                  <span className={styles.otherTitle}>{entry.title}</span>
                  <span className={styles.otherPages}>{entry.pageCount} pages</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        <div className="no-print">
          <CtaBand
            title="Get this report written for you"
            text={`${site.productName} fills the commercial pages of your board report from your ERP data every month: margins, customers, leaks found and what was done about them.`}
            primary={{label: 'See Your Board Report in Action', to: LINKED_ROUTES.demo}}
            secondary={{label: 'Book a Call', to: LINKED_ROUTES.bookCall}}
          />
        </div>
      </main>
    </SitePage>
  );
}
