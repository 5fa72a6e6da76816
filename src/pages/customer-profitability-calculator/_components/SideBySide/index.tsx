import React, {type ReactNode} from 'react';
import ScenarioComparison, {SharedComparison} from '@site/src/components/ScenarioComparison';
import {ShareLinkButton} from '@site/src/components/ToolData';
import {
  PROFITABILITY_COMPARISON_ROWS,
  workCalculation,
} from '@site/src/data/profitabilityCalculator';
import {
  PROFITABILITY_COMPARISON_SHARE,
  type SharedCalculation,
} from '@site/src/lib/profitability/record';
import {MAX_COMPARED, MIN_COMPARED, compareScenarios} from '@site/src/lib/scenarios/compare';
import {COMPARE_PARAM} from '@site/src/lib/share/link';
import {countInWords} from '@site/src/lib/numbers/words';
import styles from './styles.module.css';

export interface SideBySideProps {
  /** The saved calculations ticked for the comparison, in the order ticked. */
  readonly compared: readonly SharedCalculation[];
  /** A comparison opened from a link, shown until it is saved or closed. */
  readonly shared: readonly SharedCalculation[] | null;
  readonly onSaveShared: () => void;
  readonly onCloseShared: () => void;
}

function Comparison({
  calculations,
}: {
  readonly calculations: readonly SharedCalculation[];
}): ReactNode {
  const worked = calculations.map(workCalculation);
  return (
    <ScenarioComparison
      names={calculations.map((entry) => entry.name)}
      rows={compareScenarios(worked, PROFITABILITY_COMPARISON_ROWS)}
      caption={`${calculations.map((entry) => entry.name).join(', ')}: every figure and result`}
    />
  );
}

/**
 * Two to four calculations side by side with the differences marked, to share as a link;
 * or a comparison someone shared, to keep or to close.
 */
export default function SideBySide({
  compared,
  shared,
  onSaveShared,
  onCloseShared,
}: SideBySideProps): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="side-by-side">
      <h2 id="side-by-side" className={styles.title}>
        Calculations side by side
      </h2>
      {shared ? (
        <SharedComparison
          nouns="calculations"
          count={shared.length}
          onKeep={onSaveShared}
          onClose={onCloseShared}>
          <Comparison calculations={shared} />
        </SharedComparison>
      ) : null}
      {compared.length >= MIN_COMPARED ? (
        <>
          <Comparison calculations={compared} />
          <div className={styles.actions}>
            <ShareLinkButton
              codec={PROFITABILITY_COMPARISON_SHARE}
              state={compared}
              noun="comparison"
              param={COMPARE_PARAM}
              label="Share this comparison as a link"
              linkTestId="comparison-link"
            />
          </div>
        </>
      ) : (
        <p className={styles.empty}>
          Tick Compare on {countInWords(MIN_COMPARED)} to {countInWords(MAX_COMPARED)} saved
          calculations to see every figure side by side, with the differences marked.
          {compared.length === 1 ? ' One is ticked so far.' : ''}
        </p>
      )}
    </section>
  );
}
