import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Clock} from 'lucide-react';
import BackLink from '@site/src/components/BackLink';
import ButtonLink from '@site/src/components/ButtonLink';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import CtaBand from '@site/src/components/CtaBand';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import StatRow from '@site/src/components/StatRow';
import {site} from '@site/src/config/site';
import {
  AUTOMATION_MISTAKES,
  AUTOMATION_QUICK_WINS,
  AUTOMATION_ROI,
  AUTOMATION_STEPS,
} from '@site/src/data/kits/automation';
import {KIT_ROUTES, LINKED_ROUTES} from '@site/src/data/kits/routes';
import {howTo} from '@site/src/lib/structuredData/pages';
import {formatUsd} from '@site/src/lib/numbers/format';
import {countInWords} from '@site/src/lib/numbers/words';
import {formatHoursRange, monthlyValue, totalHours} from '@site/src/lib/reports/automationRoi';
import styles from './styles.module.css';
import TextList from '@site/src/components/TextList';
import {headingSlug} from '@site/src/lib/text/slug';

/** The page's h1. */
const HEADING = 'Reporting Automation Guide';

const DESCRIPTION = `Automate commercial and board reporting in ${countInWords(AUTOMATION_STEPS.length)} steps and save ${formatHoursRange(AUTOMATION_ROI.hoursPerWeek)} hours a week: map reports, automate extracts, build one model, automate layout and set alerts.`;

/** Step n of the guide has the id `step-n`, which the HowTo's steps link to. */
const STEP_ANCHOR_PREFIX = 'step';

const stepTotals = totalHours(AUTOMATION_STEPS.map((step) => step.saving));
const weekly = AUTOMATION_ROI.hoursPerWeek;
const monthly = monthlyValue(weekly.max, AUTOMATION_ROI.hourlyRate, AUTOMATION_ROI.weeksPerMonth);

export default function ReportingAutomationGuide(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <SitePage
      heading={HEADING}
      title="Reporting Automation Guide: save 24-30 hours a week"
      description={DESCRIPTION}
      keywords={[
        'reporting automation',
        'automate board reports',
        'finance reporting automation',
        'month-end reporting',
        'automated KPI reporting',
      ]}
      structuredData={howTo({
        siteUrl: siteConfig.url,
        path: KIT_ROUTES.automationGuide,
        name: 'How to automate commercial reporting',
        description: DESCRIPTION,
        steps: AUTOMATION_STEPS.map((step) => ({name: step.title, text: step.description})),
        stepAnchorPrefix: STEP_ANCHOR_PREFIX,
      })}>
      <main>
        <PageHero
          before={<BackLink to={KIT_ROUTES.dashboardKit} label="Back to Dashboard Kit" onHero />}
          badge={`Guide · ${AUTOMATION_STEPS.length} steps`}
          title={HEADING}
          lead={`Most finance teams spend days each month copying figures between spreadsheets. These ${AUTOMATION_STEPS.length} steps take that work out, one report at a time, and give back ${formatHoursRange(weekly)} hours a week.`}
          actions={
            <>
              <ButtonLink to={LINKED_ROUTES.demo} variant="onDark" size="lg">
                See Automated Reporting
              </ButtonLink>
              <ButtonLink to={LINKED_ROUTES.bookCall} variant="outlineOnDark" size="lg">
                Book a Call
              </ButtonLink>
            </>
          }
        />

        <Section
          id="steps"
          title={`${AUTOMATION_STEPS.length} steps to automated reporting`}
          intro="Do them in order: each step makes the next one easier, and the largest saving comes in the middle."
          narrow>
          <ol className={styles.steps}>
            {AUTOMATION_STEPS.map((step, index) => (
              <li
                key={step.title}
                id={`${STEP_ANCHOR_PREFIX}-${index + 1}`}
                className={styles.step}>
                <div className={styles.stepHead}>
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3 id={headingSlug(step.title)} className={styles.stepTitle}>
                    {step.title}
                  </h3>
                </div>
                <p className={styles.saving}>
                  <Clock aria-hidden="true" size={16} />
                  Saves {formatHoursRange(step.saving)} hours a week
                </p>
                <p>{step.description}</p>
                <TextList items={step.actions} className={styles.actions} />
              </li>
            ))}
          </ol>
        </Section>

        <Section id="roi" tone="muted" title="What it adds up to">
          <div className={styles.roi}>
            <StatRow
              stats={[
                {
                  value: `${formatHoursRange(weekly)} hours`,
                  label: 'saved every week',
                },
                {
                  value: formatUsd(AUTOMATION_ROI.monthlySavings),
                  label: 'saved every month',
                  detail: `at $${AUTOMATION_ROI.hourlyRate} an hour`,
                },
                {
                  value: `${formatHoursRange(AUTOMATION_ROI.paybackMonths)} months`,
                  label: 'to full ROI',
                },
              ]}
            />
            <div className={styles.workings}>
              <h3 id="how-the-figures-are-worked-out" className={styles.workingsTitle}>
                How the figures are worked out
              </h3>
              <p>
                The low ends of the five steps add up to {stepTotals.min} hours a week (
                {AUTOMATION_STEPS.map((step) => step.saving.min).join(' + ')}). The high ends add up
                to {stepTotals.max}, but few teams capture every step in full, so plan on{' '}
                {formatHoursRange(weekly)} hours.
              </p>
              <p>
                {weekly.max} hours a week for {AUTOMATION_ROI.weeksPerMonth} weeks at $
                {AUTOMATION_ROI.hourlyRate} an hour is {formatUsd(monthly)} a month. The set-up
                work, mostly the model of step 3, is usually paid back within{' '}
                {formatHoursRange(AUTOMATION_ROI.paybackMonths)} months.
              </p>
            </div>
          </div>
        </Section>

        <Section
          id="quick-wins"
          title="Quick wins for this week"
          intro="No new tools needed: each takes under an hour and saves time from the next month end."
          narrow>
          <TextList items={AUTOMATION_QUICK_WINS} className={styles.quickWins} />
        </Section>

        <Section
          id="mistakes"
          tone="muted"
          title={`${AUTOMATION_MISTAKES.length} common mistakes`}
          intro="Each can stall an automation project for months, and each is avoidable.">
          <CardGrid columns={2} asList>
            {AUTOMATION_MISTAKES.map((mistake) => (
              <Card key={mistake.title} title={mistake.title}>
                <p>{mistake.description}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>

        <CtaBand
          title="Or skip the build"
          text={`${site.productName} reads your ERP extracts and produces the commercial reports, alerts and board pages for you, every month.`}
          primary={{label: `See ${site.productName} in Action`, to: LINKED_ROUTES.demo}}
          secondary={{label: 'Book a Call', to: LINKED_ROUTES.bookCall}}
        />
      </main>
    </SitePage>
  );
}
