import React, {type ReactNode} from 'react';
import {Download} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import PrintButton from '@site/src/components/PrintButton';
import ConfirmButton from '@site/src/components/ConfirmButton';
import Panel from '@site/src/components/Panel';
import {useNotify} from '@site/src/components/Notifications';
import type {WorksheetStepContent} from '@site/src/data/pricingWorksheet';
import {downloadTextFile} from '@site/src/lib/browser/download';
import {
  NOT_SPECIFIED,
  worksheetSummary,
  worksheetText,
  type WorksheetAnswers,
} from '@site/src/lib/worksheet/worksheet';
import styles from './styles.module.css';

export const SUMMARY_FILE_NAME = 'pricing-strategy-summary.txt';

export interface SummaryCardProps {
  readonly answers: WorksheetAnswers;
  readonly steps: readonly WorksheetStepContent[];
  readonly onClear: () => void;
}

function Value({text}: {text: string}): ReactNode {
  return <dd className={text === NOT_SPECIFIED ? styles.empty : undefined}>{text}</dd>;
}

/**
 * The worksheet's summary (product, price, strategy, justification) with print, download
 * and clear; in print, every answer follows under its step.
 */
export default function SummaryCard({answers, steps, onClear}: SummaryCardProps): ReactNode {
  const notify = useNotify();
  const summary = worksheetSummary(answers);
  const download = () => {
    downloadTextFile(
      SUMMARY_FILE_NAME,
      worksheetText(answers, steps, 'Pricing Strategy Worksheet'),
    );
    notify(`Downloaded ${SUMMARY_FILE_NAME}`, 'success');
  };
  return (
    <Panel as="aside" tone="raised" aria-labelledby="worksheet-summary">
      <h2 id="worksheet-summary" className={styles.title}>
        Pricing summary
      </h2>
      <dl className={styles.list}>
        <dt>Product</dt>
        <Value text={summary.product} />
        <dt>Recommended price</dt>
        <Value text={summary.recommendedPrice} />
        <dt>Strategy</dt>
        <Value text={summary.strategy} />
        <dt>Justification</dt>
        <Value text={summary.justification} />
      </dl>
      <div className={styles.actions}>
        <PrintButton size="sm">Print summary</PrintButton>
        <ActionButton variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" size={16} /> Download (.txt)
        </ActionButton>
        <ConfirmButton
          size="sm"
          question="Clear all answers?"
          confirmLabel="Yes, clear"
          onConfirm={onClear}
          done="Worksheet cleared">
          Clear
        </ConfirmButton>
      </div>
      <div className={styles.printOnly}>
        {steps.map((step, index) => (
          <section key={step.title} className={styles.printStep}>
            <h3 id={`summary-step-${index + 1}`}>
              Step {index + 1}: {step.title}
            </h3>
            {step.questions.map((question) => (
              <p key={question.field}>
                <strong>{question.label}:</strong> {answers[question.field].trim() || NOT_SPECIFIED}
              </p>
            ))}
          </section>
        ))}
      </div>
    </Panel>
  );
}
