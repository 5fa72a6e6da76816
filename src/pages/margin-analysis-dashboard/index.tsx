import React, {type ReactNode, useRef, useState} from 'react';
import {Download, Eye} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import BackLink from '@site/src/components/BackLink';
import CtaBand from '@site/src/components/CtaBand';
import NoScriptDownload from '@site/src/components/NoScriptNotice/NoScriptDownload';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import Tabs from '@site/src/components/Tabs';
import {site} from '@site/src/config/site';
import {
  DASHBOARD_TABS,
  DASHBOARD_TEMPLATE_FILE,
  DEFAULT_DASHBOARD_TAB,
  SAMPLE_LINES,
  TEMPLATE_COLUMNS,
  type DashboardTab,
} from '@site/src/data/kits/dashboard';
import {KIT_ROUTES, LINKED_ROUTES} from '@site/src/data/kits/routes';
import {STATIC_DOWNLOADS} from '@site/src/data/staticDownloads';
import {useFileDownload} from '@site/src/hooks/useFileDownload';
import {templateCsv} from '@site/src/lib/margins/template';
import PreviewDialog, {type PreviewDialogHandle} from './_components/PreviewDialog';
import {BenefitsPanel, FeaturesPanel, SetupPanel} from './_components/TabPanels';
import styles from './styles.module.css';

/** The page's h1. */
const HEADING = 'Margin Analysis Dashboard';

const PANELS: Record<DashboardTab, ReactNode> = {
  features: <FeaturesPanel />,
  setup: <SetupPanel templateFile={DASHBOARD_TEMPLATE_FILE} />,
  benefits: <BenefitsPanel />,
};

export default function MarginAnalysisDashboard(): ReactNode {
  const [tab, setTab] = useState<DashboardTab>(DEFAULT_DASHBOARD_TAB);
  const preview = useRef<PreviewDialogHandle>(null);
  const download = useFileDownload();
  const onDownload = () =>
    download({
      name: DASHBOARD_TEMPLATE_FILE,
      kind: 'csv',
      text: templateCsv(TEMPLATE_COLUMNS, SAMPLE_LINES),
    });

  return (
    <SitePage
      heading={HEADING}
      title="Margin Analysis Dashboard template"
      description="A free margin analysis dashboard template: see margin by customer, segment and product, track discounts and cost to serve. Download the CSV template and set it up in an afternoon."
      keywords={[
        'margin analysis dashboard',
        'margin dashboard template',
        'customer margin analysis',
        'discount tracking',
        'cost to serve',
      ]}>
      <main>
        <PageHero
          before={<BackLink to={KIT_ROUTES.toolkit} label="Back to Toolkit" onHero />}
          badge="Free dashboard template"
          title={HEADING}
          lead="See where your margin goes: by customer, by segment, by product, from list price down to gross profit. Download the data template, fill it from your ERP and build the views in the spreadsheet or BI tool you already use."
          actions={
            <>
              <ActionButton variant="onDark" size="lg" onClick={onDownload}>
                <Download aria-hidden="true" size={20} />
                Download Template
              </ActionButton>
              <NoScriptDownload
                file={STATIC_DOWNLOADS.dashboardTemplate}
                variant="onDark"
                size="lg"
              />
              <ActionButton
                variant="outlineOnDark"
                size="lg"
                aria-haspopup="dialog"
                onClick={() => preview.current?.open()}>
                <Eye aria-hidden="true" size={20} />
                Preview Dashboard
              </ActionButton>
            </>
          }
        />

        <Section id="details" title="Inside the dashboard" align="start">
          <Tabs
            className={styles.tabs}
            label="About the Margin Analysis Dashboard"
            value={tab}
            onChange={setTab}
            items={DASHBOARD_TABS.map((item) => ({
              value: item.value,
              label: item.label,
              panel: PANELS[item.value],
            }))}
          />
        </Section>

        <PreviewDialog ref={preview} lines={SAMPLE_LINES} onDownload={onDownload} />

        <CtaBand
          title="Rather have it built from your own data?"
          text={`${site.productName} builds these views from your ERP extracts every month, with the leaks already found and priced.`}
          primary={{label: `See ${site.productName} in Action`, to: LINKED_ROUTES.demo}}
          secondary={{label: 'Book a Call', to: LINKED_ROUTES.bookCall}}
        />
      </main>
    </SitePage>
  );
}
