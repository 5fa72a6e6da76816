import React, {type ReactNode, useEffect, useRef} from 'react';
import ActionButton from '@site/src/components/ActionButton';
import Callout from '@site/src/components/Callout';
import ProgressBar from '@site/src/components/ProgressBar';
import TextField from '@site/src/components/TextField';
import Panel from '@site/src/components/Panel';
import ToolPage, {ToolColumns, ToolSection} from '@site/src/components/ToolPage';
import {PRICING_WORKSHEET_TOOL} from '@site/src/data/tools/pricingWorksheet';
import {WORKSHEET_STEPS} from '@site/src/data/pricingWorksheet';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {WORKSHEET_RECORD, WORKSHEET_SHARE} from '@site/src/lib/worksheet/record';
import {
  WORKSHEET_STEP_COUNT,
  nextStep,
  previousStep,
  progressPercent,
  type WorksheetField,
} from '@site/src/lib/worksheet/worksheet';
import StepCards from './_components/StepCards';
import SummaryCard from './_components/SummaryCard';
import styles from './styles.module.css';

/** The records this tool keeps in the browser. */
const RECORDS = [WORKSHEET_RECORD];

export default function PricingStrategyWorksheet(): ReactNode {
  const {value: state, store} = useStoredRecord(WORKSHEET_RECORD);
  const {set: setState, clear} = store;
  const {step, answers} = state;
  const current = WORKSHEET_STEPS[step - 1] ?? WORKSHEET_STEPS[0]!;
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After the visitor changes step, take keyboard and screen-reader focus to the new step.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    stepHeading.current?.focus();
  }, [step]);

  const goTo = (target: number) => {
    moved.current = target !== step;
    setState((prev) => ({...prev, step: target}));
  };
  const setAnswer = (field: WorksheetField, text: string) =>
    setState((prev) => ({...prev, answers: {...prev.answers, [field]: text}}));

  const last = step === WORKSHEET_STEP_COUNT;
  return (
    <ToolPage
      tool={PRICING_WORKSHEET_TOOL}
      records={RECORDS}
      share={{codec: WORKSHEET_SHARE, state, open: store.openShared, noun: 'worksheet'}}>
      <ToolSection labelledBy="worksheet-progress">
        <div className={styles.progress}>
          <p id="worksheet-progress" className={styles.progressText}>
            <strong>
              Step {step} of {WORKSHEET_STEP_COUNT}
            </strong>
            <span>{Math.round(progressPercent(step))}% through the worksheet</span>
          </p>
          <ProgressBar
            label="Worksheet progress"
            value={progressPercent(step)}
            max={100}
            valueText={`Step ${step} of ${WORKSHEET_STEP_COUNT}`}
          />
        </div>

        <StepCards steps={WORKSHEET_STEPS} current={step} onSelect={goTo} />

        <ToolColumns
          main={
            <Panel tone="raised" className={styles.stepPanel}>
              <h2 id="current-step" ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
                Step {step}: {current.title}
              </h2>
              <p className={styles.stepIntro}>{current.intro}</p>
              <div className={styles.fields}>
                {current.questions.map((question) => (
                  <TextField
                    key={question.field}
                    id={`worksheet-${question.field}`}
                    label={question.label}
                    hint={question.hint}
                    placeholder={question.placeholder}
                    rows={question.short ? undefined : 4}
                    value={answers[question.field]}
                    onChange={(text) => setAnswer(question.field, text)}
                  />
                ))}
              </div>
              <div className={styles.nav}>
                <ActionButton
                  variant="secondary"
                  disabled={step === 1}
                  onClick={() => goTo(previousStep(step))}>
                  Previous
                </ActionButton>
                <ActionButton disabled={last} onClick={() => goTo(nextStep(step))}>
                  {last ? 'Complete' : 'Next'}
                </ActionButton>
              </div>
              {last ? (
                <Callout tone="positive" role="status" className={styles.done}>
                  That is the last step. Your summary is ready to print or download.
                </Callout>
              ) : null}
            </Panel>
          }
          aside={<SummaryCard answers={answers} steps={WORKSHEET_STEPS} onClear={clear} />}
        />
      </ToolSection>
    </ToolPage>
  );
}
