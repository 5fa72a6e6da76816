import React, {type ReactNode} from 'react';
import PrintButton from '@site/src/components/PrintButton';
import Callout, {type CalloutTone} from '@site/src/components/Callout';
import ConfirmButton from '@site/src/components/ConfirmButton';
import Panel from '@site/src/components/Panel';
import ProgressBar from '@site/src/components/ProgressBar';
import {checklistVerdict, verdictBands, type VerdictLevel} from '@site/src/lib/checklist/checklist';
import script from '@site/src/css/script.module.css';
import styles from './styles.module.css';

const TONE: Record<VerdictLevel, Exclude<CalloutTone, 'neutral'>> = {
  excellent: 'positive',
  good: 'info',
  moderate: 'warning',
  high: 'negative',
};

export interface ScorePanelProps {
  readonly checked: number;
  readonly total: number;
  /** Completion in whole percent. */
  readonly percent: number;
  readonly onReset: () => void;
}

/** Completion percentage, bar and verdict, with Print Checklist and reset. */
export default function ScorePanel({checked, total, percent, onReset}: ScorePanelProps): ReactNode {
  const verdict = checklistVerdict(percent);
  return (
    <Panel tone="raised">
      <h2 id="your-score" className={styles.title}>
        Your score
      </h2>
      <noscript>
        <div data-testid="checklist-scoring-guide">
          <p>Count the checks you ticked:</p>
          <ul className={styles.guide}>
            {verdictBands(total).map((band) => (
              <li key={band.level}>
                <strong>
                  {band.fromChecked} to {band.toChecked} of {total}
                </strong>
                : {band.text}
              </li>
            ))}
          </ul>
        </div>
      </noscript>
      <div className={script.needsScript}>
        <p className={styles.figure}>
          <span className={styles.percent} data-testid="checklist-percent">
            {percent}%
          </span>
          <span className={styles.count}>
            {checked} of {total} checks in place
          </span>
        </p>
        <ProgressBar
          label="Checklist completion"
          value={percent}
          max={100}
          valueText={`${percent}% complete`}
          tone={TONE[verdict.level]}
        />
        <Callout
          tone={TONE[verdict.level]}
          role="status"
          className={styles.verdict}
          data-testid="checklist-verdict">
          {verdict.text}
        </Callout>
      </div>
      <div className={styles.actions}>
        <PrintButton size="sm">Print Checklist</PrintButton>
        <ConfirmButton
          size="sm"
          question="Untick every check?"
          confirmLabel="Yes, reset"
          onConfirm={onReset}
          done="Checklist reset">
          Reset
        </ConfirmButton>
      </div>
    </Panel>
  );
}
