import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Download} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import ButtonLink from '@site/src/components/ButtonLink';
import CardGrid, {Card, LinkCard} from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import NoScriptDownload from '@site/src/components/NoScriptNotice/NoScriptDownload';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import {site} from '@site/src/config/site';
import {KIT_ROUTES, LINKED_ROUTES} from '@site/src/data/kits/routes';
import {STATIC_DOWNLOADS} from '@site/src/data/staticDownloads';
import {
  AUDIT_DATA_CHECKLIST,
  AUDIT_PLAN,
  TOOLKIT_NEXT_STEPS,
  TOOLKIT_TOOLS,
} from '@site/src/data/kits/toolkit';
import {useFileDownload} from '@site/src/hooks/useFileDownload';
import {TOOLKIT_PACK_FILE, toolkitPackText} from '@site/src/lib/kits/toolkitPack';
import {capitalised, countInWords} from '@site/src/lib/numbers/words';
import styles from './styles.module.css';
import TextList from '@site/src/components/TextList';
import {PAGE_NAMES} from '@site/src/data/pageNames';

/** The page's h1, its name where other pages sit under it. */
const HEADING = PAGE_NAMES[KIT_ROUTES.toolkit];

const toolById = new Map(TOOLKIT_TOOLS.map((tool) => [tool.id, tool]));

function DownloadToolkitButton({onDark = false}: {onDark?: boolean}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const download = useFileDownload();
  const onClick = () =>
    download({
      name: TOOLKIT_PACK_FILE,
      kind: 'text',
      text: toolkitPackText({
        tools: TOOLKIT_TOOLS,
        plan: AUDIT_PLAN,
        dataChecklist: AUDIT_DATA_CHECKLIST,
        siteUrl: siteConfig.url,
        bookingUrl: `${siteConfig.url}${LINKED_ROUTES.bookCall}`,
      }),
    });
  return (
    <>
      <ActionButton variant={onDark ? 'onDark' : 'primary'} size="lg" onClick={onClick}>
        <Download aria-hidden="true" size={20} />
        Download Toolkit
      </ActionButton>
      <NoScriptDownload
        file={STATIC_DOWNLOADS.toolkitPack}
        variant={onDark ? 'onDark' : 'primary'}
        size="lg"
      />
    </>
  );
}

/** How many tools the toolkit holds, in words. */
const toolCount = countInWords(TOOLKIT_TOOLS.length);

export default function MarginAuditToolkit(): ReactNode {
  return (
    <SitePage
      heading={HEADING}
      title={`Margin Audit Toolkit: ${toolCount} free tools`}
      description={`${capitalised(toolCount)} free margin audit tools for B2B businesses: a 47-point leak checklist, a customer profitability calculator, a pricing worksheet, a cost template and a segmentation guide.`}
      keywords={[
        'margin audit toolkit',
        'margin leak checklist',
        'customer profitability calculator',
        'pricing worksheet',
        'free margin tools',
      ]}>
      <main>
        <PageHero
          badge="Free · No email or signup needed"
          title={HEADING}
          lead={`${capitalised(toolCount)} free tools to find where margin leaks out of your business, measure what each customer really earns and set prices you can defend. Every tool runs in your browser: no email or signup needed, and your figures stay on your computer.`}
          actions={
            <>
              <DownloadToolkitButton onDark />
              <ButtonLink to="#tools-title" variant="outlineOnDark" size="lg">
                See the {capitalised(toolCount)} Tools
              </ButtonLink>
            </>
          }
        />
        <Section
          id="tools"
          title={`The ${toolCount} tools`}
          intro="Use them in any order, or follow the two-week plan below. Nothing to install, nothing to sign up for.">
          <CardGrid columns={3} asList>
            {TOOLKIT_TOOLS.map((tool, index) => (
              <Card
                key={tool.id}
                eyebrow={`Tool ${index + 1} · ${tool.time}`}
                title={tool.title}
                footer={
                  <ButtonLink to={tool.to} aria-label={`${tool.action}: ${tool.title}`}>
                    {tool.action}
                  </ButtonLink>
                }>
                <p>{tool.summary}</p>
                <p className={styles.outcome}>
                  <strong>You get:</strong> {tool.outcome}
                </p>
              </Card>
            ))}
          </CardGrid>
        </Section>

        <Section
          id="audit-plan"
          tone="muted"
          title="Run a margin audit in two weeks"
          intro="A plan for a finance or commercial lead with a few hours a day. Each step uses one tool and feeds the next.">
          <ol className={styles.plan}>
            {AUDIT_PLAN.map((step) => {
              const tool = toolById.get(step.tool);
              return (
                <li key={step.when} className={styles.planStep}>
                  <p className={styles.when}>{step.when}</p>
                  <div>
                    {tool ? (
                      <p className={styles.planTool}>
                        <Link to={tool.to}>{tool.title}</Link>
                      </p>
                    ) : null}
                    <p className={styles.planTask}>{step.task}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </Section>

        <Section
          id="data"
          title="What to gather before you start"
          intro="All of it comes out of a typical ERP or accounting system as a standard report."
          narrow>
          <TextList items={AUDIT_DATA_CHECKLIST} className={styles.checklist} />
          <div className={styles.pack}>
            <p>
              <strong>Keep it to hand.</strong> Download Toolkit saves a text pack (
              {TOOLKIT_PACK_FILE}) with the {toolCount} tools and their addresses, the two-week plan
              to tick off and this list. Print it or share it with your team.
            </p>
            <DownloadToolkitButton />
          </div>
        </Section>

        <Section id="after-the-audit" tone="muted" title="After the audit">
          <CardGrid columns={2} asList>
            {TOOLKIT_NEXT_STEPS.map((step) => (
              <LinkCard key={step.to} {...step} />
            ))}
          </CardGrid>
        </Section>

        <CtaBand
          title="Found a leak? Find out what it is worth."
          text={`${site.productName} runs the same checks across every customer, product and invoice line in your ERP extracts, every month, and tells you what to do first.`}
          primary={{label: 'Book a Strategy Call', to: LINKED_ROUTES.bookCall}}
          secondary={{label: `See ${site.productName} in Action`, to: LINKED_ROUTES.demo}}
          note={`${site.scheduling.callMinutes} minutes with a commercial strategist, no obligation.`}
        />
      </main>
    </SitePage>
  );
}
