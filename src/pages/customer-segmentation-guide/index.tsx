import React, {type ReactNode, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {Download, Plus} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import Callout from '@site/src/components/Callout';
import ConfirmButton from '@site/src/components/ConfirmButton';
import {useNotify} from '@site/src/components/Notifications';
import Panel from '@site/src/components/Panel';
import Section from '@site/src/components/Section';
import ToolPage, {ToolSection} from '@site/src/components/ToolPage';
import {SEGMENTATION_GUIDE_TOOL} from '@site/src/data/tools/segmentationGuide';
import {
  IMPLEMENTATION_STEPS,
  RFM_PARTS,
  SEGMENT_STRATEGIES,
} from '@site/src/data/customerSegmentation';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {formatUsd} from '@site/src/lib/numbers/format';
import {capitalised, countInWords} from '@site/src/lib/numbers/words';
import {downloadCsv} from '@site/src/lib/browser/download';
import type {ImportOutcome} from '@site/src/lib/segmentation/importFile';
import {pageOf} from '@site/src/lib/paging/paging';
import {SEGMENTATION_RECORD, SEGMENTATION_SHARE} from '@site/src/lib/segmentation/record';
import {
  CUSTOMER_CSV_FILE_NAME,
  EMPTY_CUSTOMER,
  SEGMENT_THRESHOLDS,
  customersToCsv,
  readCustomerOnce,
  type CustomerRowText,
  type Segment,
} from '@site/src/lib/segmentation/segmentation';
import CsvImport from './_components/CsvImport';
import CustomerTable, {CUSTOMER_PAGE_SIZE} from './_components/CustomerTable';
import styles from './styles.module.css';
import {headingSlug} from '@site/src/lib/text/slug';

/** The records this tool keeps in the browser. */
const RECORDS = [SEGMENTATION_RECORD];
const SEGMENTS: readonly Segment[] = ['Champion', 'Loyal', 'Potential', 'At Risk', 'New'];
const {champion, loyal, potential, atRisk} = SEGMENT_THRESHOLDS;

const RULES: readonly {segment: Segment; rule: string}[] = [
  {
    segment: 'Champion',
    rule: `revenue above ${formatUsd(champion.revenue)}, more than ${champion.frequency} orders a year, last order under ${champion.recency} days ago and margin above ${champion.margin}%`,
  },
  {
    segment: 'Loyal',
    rule: `revenue above ${formatUsd(loyal.revenue)}, more than ${loyal.frequency} orders a year and margin above ${loyal.margin}%`,
  },
  {
    segment: 'Potential',
    rule: `revenue above ${formatUsd(potential.revenue)} and last order under ${potential.recency} days ago`,
  },
  {
    segment: 'At Risk',
    rule: `last order more than ${atRisk.recency} days ago, or margin below ${atRisk.margin}%`,
  },
  {segment: 'New', rule: 'every customer no rule above matches'},
];

export default function CustomerSegmentationGuide(): ReactNode {
  const notify = useNotify();
  const {value: rows, store} = useStoredRecord(SEGMENTATION_RECORD);
  const {set: setRows, clear: reset} = store;
  const [importMessage, setImportMessage] = useState<ImportOutcome | null>(null);
  const [page, setPage] = useState(0);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterChange = useRef<{readonly newRow: string | undefined} | 'add' | null>(null);

  useEffect(() => {
    const focus = focusAfterChange.current;
    if (focus !== null && focus !== 'add') {
      // The row added here, wherever rows another tab added meanwhile put it.
      const at = focus.newRow === undefined ? -1 : store.entryKeys(rows).indexOf(focus.newRow);
      document.getElementById(`customer-${at === -1 ? rows.length - 1 : at}-name`)?.focus();
    } else if (focus === 'add') {
      addButton.current?.focus();
    }
    focusAfterChange.current = null;
  });

  const counts = useMemo(() => {
    const tally = new Map<Segment, number>(SEGMENTS.map((segment) => [segment, 0]));
    for (const row of rows) {
      const {segment} = readCustomerOnce(row);
      tally.set(segment, (tally.get(segment) ?? 0) + 1);
    }
    return tally;
  }, [rows]);

  const change = useCallback(
    (index: number, patch: Partial<CustomerRowText>) =>
      setRows((prev) => {
        const next = [...prev];
        const row = prev[index];
        if (row) next[index] = {...row, ...patch};
        return next;
      }),
    [setRows],
  );
  const remove = useCallback(
    (index: number) => {
      focusAfterChange.current = 'add';
      setRows((prev) => prev.filter((_, position) => position !== index));
    },
    [setRows],
  );
  const add = () => {
    setPage(pageOf(rows.length, CUSTOMER_PAGE_SIZE));
    setRows((prev) => [...prev, EMPTY_CUSTOMER]);
    focusAfterChange.current = {newRow: store.newestEntryKey()};
  };
  const exportCsv = () => {
    downloadCsv(CUSTOMER_CSV_FILE_NAME, customersToCsv(rows));
    notify(`Downloaded ${CUSTOMER_CSV_FILE_NAME}`, 'success');
  };
  const imported = (outcome: ImportOutcome) => {
    setImportMessage(outcome);
    if (outcome.ok) {
      setPage(0);
      setRows(outcome.rows);
    }
  };

  return (
    <ToolPage
      tool={SEGMENTATION_GUIDE_TOOL}
      records={RECORDS}
      share={{
        codec: SEGMENTATION_SHARE,
        state: rows,
        open: store.openShared,
        noun: 'customer table',
      }}>
      <ToolSection labelledBy="segment-tool">
        <h2 id="segment-tool" className={styles.title}>
          Segment your customers
        </h2>
        <p className={styles.intro}>
          Each customer’s segment updates as you type. Revenue and margin take decimals; orders and
          days are whole numbers. A blank or unreadable figure counts as 0.
        </p>
        <div className={styles.toolbar}>
          <ActionButton ref={addButton} size="sm" onClick={add}>
            <Plus aria-hidden="true" size={16} /> Add customer
          </ActionButton>
          <CsvImport onImported={imported} />
          <ActionButton
            size="sm"
            variant="outline"
            onClick={exportCsv}
            disabled={rows.length === 0}>
            <Download aria-hidden="true" size={16} /> Export CSV
          </ActionButton>
          <ConfirmButton
            size="sm"
            question="Replace the table with the three sample customers?"
            confirmLabel="Yes, reset"
            onConfirm={() => {
              reset();
              setPage(0);
              setImportMessage(null);
            }}
            done="Table reset to the sample customers">
            Reset to sample
          </ConfirmButton>
        </div>
        <p className={styles.importHelp}>
          Import a CSV export (comma, semicolon or tab separated) with a row naming its columns: the
          customer, revenue, frequency (orders a year), recency (days since the last order) and
          margin (%), in any order. Usual names such as Customer Name, Net Sales, Orders or GM% are
          recognised. You see which column feeds what, and the rows set aside, before the table is
          replaced.
        </p>
        <div aria-live="polite" className={styles.messageArea}>
          {importMessage ? (
            <Callout
              tone={importMessage.ok ? 'positive' : 'negative'}
              role={importMessage.ok ? undefined : 'alert'}
              className={styles.message}
              data-testid="import-message">
              {importMessage.message}
            </Callout>
          ) : null}
        </div>
        <CustomerTable
          rows={rows}
          rowKeys={store.entryKeys(rows)}
          page={page}
          onPage={setPage}
          onChange={change}
          onRemove={remove}
        />
        <ul className={styles.counts} aria-label="Customers per segment">
          {SEGMENTS.map((segment) => (
            <li key={segment}>
              <strong>{counts.get(segment)}</strong> {segment}
            </li>
          ))}
        </ul>
        <Panel tone="muted" className={styles.rules}>
          <h3 id="how-each-customer-is-segmented">How each customer is segmented</h3>
          <p>The rules are tried in this order and the first that matches wins:</p>
          <ol>
            {RULES.map(({segment, rule}) => (
              <li key={segment}>
                <strong>{segment}</strong>: {rule}.
              </li>
            ))}
          </ol>
        </Panel>
      </ToolSection>

      <Section
        id="segment-strategies"
        tone="muted"
        title="A strategy for each segment"
        intro={`${capitalised(countInWords(SEGMENT_STRATEGIES.length))} segments call for a deliberate plan. New customers are still showing who they are: watch their second and third orders, and their margin, before deciding.`}>
        <CardGrid columns={4} asList>
          {SEGMENT_STRATEGIES.map((strategy) => (
            <Card key={strategy.segment} title={strategy.title} eyebrow={strategy.segment}>
              <p>{strategy.who}</p>
              <ul className={styles.actions}>
                {strategy.actions.map((action) => (
                  <li key={action}>{action}</li>
                ))}
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="rfm-and-profitability"
        title="RFM and profitability"
        intro="RFM analysis scores customers on recency, frequency and monetary value, usually from 1 to 5 on each. It finds your best buyers; adding margin finds your best customers.">
        <CardGrid columns={4} asList>
          {RFM_PARTS.map((part) => (
            <Card
              key={part.title}
              title={part.title}
              icon={<span className={styles.letter}>{part.letter}</span>}>
              <p>{part.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="implementation"
        tone="muted"
        title={`Put it to work in ${countInWords(IMPLEMENTATION_STEPS.length)} steps`}
        intro="You can run a first segmentation this week with an ERP export and a spreadsheet.">
        <ol className={styles.steps}>
          {IMPLEMENTATION_STEPS.map((step, index) => (
            <li key={step.title}>
              <Panel className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 id={headingSlug(step.title)} className={styles.stepTitle}>
                    {step.title}
                  </h3>
                  <p>{step.text}</p>
                </div>
              </Panel>
            </li>
          ))}
        </ol>
      </Section>
    </ToolPage>
  );
}
