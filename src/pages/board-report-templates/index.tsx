import React, {type ReactNode} from 'react';
import BackLink from '@site/src/components/BackLink';
import DownloadOutlineButton from '@site/src/components/BoardReportOutline/DownloadOutlineButton';
import TagList from '@site/src/components/BoardReportOutline/TagList';
import ButtonLink from '@site/src/components/ButtonLink';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import {site} from '@site/src/config/site';
import {BOARD_REPORTS, boardReportRoute} from '@site/src/data/kits/boardReports';
import {capitalised, countInWords} from '@site/src/lib/numbers/words';
import {KIT_ROUTES, LINKED_ROUTES} from '@site/src/data/kits/routes';
import FactList from '@site/src/components/FactList';
import {PAGE_NAMES} from '@site/src/data/pageNames';

/** The page's h1, its name where other pages sit under it. */
const HEADING = PAGE_NAMES[KIT_ROUTES.boardReports];

export default function BoardReportTemplates(): ReactNode {
  return (
    <SitePage
      heading={HEADING}
      title={`Board Report Templates: ${countInWords(BOARD_REPORTS.length)} free outlines`}
      description={`${capitalised(countInWords(BOARD_REPORTS.length))} free board report templates for B2B businesses: monthly commercial report, quarterly business review, customer profitability, sales, financial and annual strategic review.`}
      keywords={[
        'board report templates',
        'board pack template',
        'quarterly business review template',
        'monthly commercial report',
        'annual strategic review',
      ]}>
      <main>
        <PageHero
          before={<BackLink to={KIT_ROUTES.dashboardKit} label="Back to Dashboard Kit" onHero />}
          badge={`${BOARD_REPORTS.length} free templates`}
          title={HEADING}
          lead="Page-by-page outlines for the reports a board actually reads: what goes on every page, which charts and tables to use and where the figures come from. Open one to read it, or download it as a text file to start your own."
        />

        <Section id="templates" title="Choose a template">
          <CardGrid columns={3} asList>
            {BOARD_REPORTS.map((report) => (
              <Card
                key={report.slug}
                eyebrow={`${report.pageCount} pages`}
                title={report.title}
                footer={
                  <>
                    <ButtonLink
                      to={boardReportRoute(report.slug)}
                      aria-label={`View Template: ${report.title}`}>
                      View Template
                    </ButtonLink>
                    <DownloadOutlineButton report={report} variant="outline" named />
                  </>
                }>
                <TagList tags={report.tags} />
                <p>{report.summary}</p>
                <FactList
                  muted
                  facts={[
                    {term: 'For', detail: report.audience},
                    {term: 'When', detail: report.cadence},
                  ]}
                />
              </Card>
            ))}
          </CardGrid>
        </Section>

        <CtaBand
          title="Stop building the board pack by hand"
          text={`${site.productName} writes the commercial pages of your board report from your ERP data: margin, customers, leaks found, actions taken and the value delivered.`}
          primary={{label: 'See Your Board Report in Action', to: LINKED_ROUTES.demo}}
          secondary={{label: 'Book a Call', to: LINKED_ROUTES.bookCall}}
        />
      </main>
    </SitePage>
  );
}
