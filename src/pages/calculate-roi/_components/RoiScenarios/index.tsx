import React, {type ReactNode, useState} from 'react';
import {useNotify} from '@site/src/components/Notifications';
import Pager from '@site/src/components/Pager';
import SavedEntries from '@site/src/components/SavedEntries';
import ScenarioComparison, {SharedComparison} from '@site/src/components/ScenarioComparison';
import Link from '@docusaurus/Link';
import {
  RecordNotices,
  ShareLinkButton,
  YOUR_DATA_PATH,
  useOpenSharedLink,
} from '@site/src/components/ToolData';
import {SUBSCRIPTION_BANDS_BY_BILLING} from '@site/src/data/pricing';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {countInWords} from '@site/src/lib/numbers/words';
import {pageBounds} from '@site/src/lib/paging/paging';
import type {RoiAssumptions} from '@site/src/lib/roi/assumptions';
import type {RoiFormValues} from '@site/src/lib/roi/form';
import {ROI_COMPARISON_SHARE, type SharedScenario} from '@site/src/lib/roi/link';
import {MAX_SCENARIOS, ROI_SCENARIOS_RECORD} from '@site/src/lib/roi/record';
import {ROI_COMPARISON_ROWS, scenarioSummary, workScenario} from '@site/src/lib/roi/scenarios';
import {
  MAX_COMPARED,
  MIN_COMPARED,
  compareScenarios,
  toggleCompared,
} from '@site/src/lib/scenarios/compare';
import {
  addUnderUniqueNames,
  newEntryId,
  removeNamed,
  renameNamed,
  type RenameProblem,
} from '@site/src/lib/scenarios/named';
import {COMPARE_PARAM} from '@site/src/lib/share/link';
import styles from './styles.module.css';

function Comparison({scenarios}: {readonly scenarios: readonly SharedScenario[]}): ReactNode {
  const worked = scenarios.map((scenario) => workScenario(scenario, SUBSCRIPTION_BANDS_BY_BILLING));
  const names = scenarios.map((scenario) => scenario.name);
  return (
    <ScenarioComparison
      names={names}
      rows={compareScenarios(worked, ROI_COMPARISON_ROWS)}
      caption={`${names.join(', ')}: figures, assumptions and results`}
    />
  );
}

export interface RoiScenariosProps {
  /** Shows a scenario's estimate in the calculator. */
  readonly onOpen: (values: RoiFormValues, assumptions: RoiAssumptions) => void;
}

/**
 * The visitor's saved scenarios: each to open in the calculator, rename, delete or tick for
 * the comparison; two to four ticked are shown side by side, with the differences marked,
 * and can be shared as a link. A comparison opened from a link shows here too, to keep or
 * to close.
 */
export default function RoiScenarios({onOpen}: RoiScenariosProps): ReactNode {
  const notify = useNotify();
  const {value: scenarios, store} = useStoredRecord(ROI_SCENARIOS_RECORD);
  const [comparedIds, setComparedIds] = useState<readonly string[]>([]);
  const [shared, setShared] = useState<readonly SharedScenario[] | null>(null);
  const [page, setPage] = useState(0);
  useOpenSharedLink(
    {codec: ROI_COMPARISON_SHARE, open: setShared, noun: 'comparison'},
    COMPARE_PARAM,
  );

  const byId = (id: string) => scenarios.find((scenario) => scenario.id === id);
  const compared = comparedIds
    .map(byId)
    .filter((scenario): scenario is NonNullable<typeof scenario> => scenario !== undefined);
  const {start, end} = pageBounds(page, scenarios.length, MAX_SCENARIOS);

  const rename = (id: string, name: string): RenameProblem | null => {
    const renamed = renameNamed(scenarios, id, name);
    if (!renamed.ok) return renamed.problem;
    store.set(renamed.list);
    notify(`Renamed to “${name.trim()}”`, 'info');
    return null;
  };

  const remove = (id: string) => {
    const scenario = byId(id);
    store.set((list) => removeNamed(list, id));
    setComparedIds((ids) => ids.filter((item) => item !== id));
    if (scenario) notify(`Deleted “${scenario.name}”`, 'info');
  };

  const open = (id: string) => {
    const scenario = byId(id);
    if (!scenario) return;
    onOpen(scenario.values, scenario.assumptions);
    notify(`Opened “${scenario.name}”`, 'info');
  };

  const keepShared = () => {
    if (!shared) return;
    const savedAt = new Date().toISOString();
    const entries = shared.map((scenario) => ({...scenario, id: newEntryId(), savedAt}));
    const written = store.save(addUnderUniqueNames(scenarios, entries, 'shared'));
    setComparedIds(entries.map((entry) => entry.id));
    setShared(null);
    notify(
      written.ok
        ? 'Kept the shared scenarios in this browser, ticked for the comparison'
        : 'Kept the shared scenarios on this page, but this browser is not saving changes',
      written.ok ? 'success' : 'error',
    );
  };

  return (
    <section className={`${styles.section} no-print`} aria-labelledby="roi-scenarios">
      <h2 id="roi-scenarios" className={styles.title}>
        Your scenarios
      </h2>
      {shared ? (
        <SharedComparison
          nouns="scenarios"
          count={shared.length}
          onKeep={keepShared}
          onClose={() => setShared(null)}>
          <Comparison scenarios={shared} />
        </SharedComparison>
      ) : null}
      <RecordNotices schema={ROI_SCENARIOS_RECORD} />
      {scenarios.length === 0 ? (
        <p className={styles.empty}>
          None saved yet. Calculate an estimate, name it and save it as a scenario; save a second
          with other figures or assumptions to compare them side by side.
        </p>
      ) : (
        <>
          <p className={styles.intro}>
            Saved in this browser only (<Link to={YOUR_DATA_PATH}>Your data in this browser</Link>:
            export, import or clear them). Tick Compare on {countInWords(MIN_COMPARED)} to{' '}
            {countInWords(MAX_COMPARED)} scenarios to see them side by side.
          </p>
          <SavedEntries
            entries={scenarios.slice(start, end).map((scenario) => ({
              id: scenario.id,
              name: scenario.name,
              meta: scenarioSummary(workScenario(scenario, SUBSCRIPTION_BANDS_BY_BILLING)),
            }))}
            compared={comparedIds}
            onToggleCompare={(id) => setComparedIds((ids) => toggleCompared(ids, id))}
            onOpen={open}
            onRename={rename}
            onDelete={remove}
            noun="scenario"
          />
          <Pager
            page={page}
            total={scenarios.length}
            size={MAX_SCENARIOS}
            noun="saved scenarios"
            onPage={setPage}
          />
        </>
      )}
      {compared.length >= MIN_COMPARED ? (
        <div className={styles.comparison}>
          <h3 className={styles.subtitle}>Side by side</h3>
          <Comparison scenarios={compared} />
          <div className={styles.actions}>
            <ShareLinkButton
              codec={ROI_COMPARISON_SHARE}
              state={compared}
              noun="comparison"
              param={COMPARE_PARAM}
              label="Share this comparison as a link"
              linkTestId="comparison-link"
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
