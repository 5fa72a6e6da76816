import React, {
  type ReactNode,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {RotateCcw, Save} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import PrintButton from '@site/src/components/PrintButton';
import PrintHeader from '@site/src/components/PrintHeader';
import {useNotify} from '@site/src/components/Notifications';
import NumberField from '@site/src/components/NumberField';
import TextField from '@site/src/components/TextField';
import Panel from '@site/src/components/Panel';
import {useOpenSharedLink} from '@site/src/components/ToolData';
import ToolPage, {ToolColumns, ToolSection} from '@site/src/components/ToolPage';
import {PROFITABILITY_CALCULATOR_TOOL} from '@site/src/data/tools/profitabilityCalculator';
import {CALCULATOR_GROUPS} from '@site/src/data/profitabilityCalculator';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {
  PROFITABILITY_COMPARISON_SHARE,
  PROFITABILITY_FIELDS_RECORD,
  PROFITABILITY_SHARE,
  SAVED_CALCULATIONS_RECORD,
  type SharedCalculation,
} from '@site/src/lib/profitability/record';
import {measure} from '@site/src/lib/measurement/measure';
import {toggleCompared} from '@site/src/lib/scenarios/compare';
import {
  addUnderUniqueNames,
  newEntryId,
  nextDefaultName,
  removeNamed,
  renameNamed,
  type RenameProblem,
} from '@site/src/lib/scenarios/named';
import {COMPARE_PARAM} from '@site/src/lib/share/link';
import {
  calculateProfitability,
  isPristine,
  parseProfitabilityText,
  perOrderFigures,
  saveCalculation,
  type ProfitabilityField,
  type SavedCalculation,
} from '@site/src/lib/profitability/profitability';
import CostBreakdownTable from './_components/CostBreakdownTable';
import CustomersCompared from './_components/CustomersCompared';
import PrintInputs from './_components/PrintInputs';
import PrintMethod from './_components/PrintMethod';
import Results from './_components/Results';
import SavedCalculations from './_components/SavedCalculations';
import SideBySide from './_components/SideBySide';
import {retryingImport} from '@site/src/lib/browser/retryingImport';
import styles from './styles.module.css';

/** The records this tool keeps in the browser. */
const RECORDS = [PROFITABILITY_FIELDS_RECORD, SAVED_CALCULATIONS_RECORD];

const FIRST_FIELD_ID = 'calc-annualRevenue';

/** Default name of a calculation saved without one: "Customer 3". */
const DEFAULT_NOUN = 'Customer';

// Loads with the first result; a connection lost meanwhile leaves the page without the part
// until it is back, never with an error in its place.
const BringResult = lazy(() =>
  retryingImport(() => import('./_components/BringResult'))().catch(() => ({default: () => null})),
);

/** Pause in typing after which the visitor's figures count as a completed calculation. */
const SETTLED_MS = 1500;

/**
 * Measures the calculator as completed once per visit of the page: when figures the visitor
 * typed have settled into a result (not on opening the page with figures kept from before).
 */
function useMeasureCompletion(): () => void {
  const timer = useRef<number | null>(null);
  const measured = useRef(false);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (measured.current) return;
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      measured.current = true;
      measure('toolCompleted', {tool: 'profitabilityCalculator'});
    }, SETTLED_MS);
  }, []);
}

export default function CustomerProfitabilityCalculator(): ReactNode {
  const notify = useNotify();
  const {value: fields, store: fieldsStore} = useStoredRecord(PROFITABILITY_FIELDS_RECORD);
  const {value: saved, store: savedStore} = useStoredRecord(SAVED_CALCULATIONS_RECORD);
  const {set: setFields, clear: resetFields} = fieldsStore;
  const [name, setName] = useState('');
  const openShared = useCallback(
    (shared: SharedCalculation) => {
      fieldsStore.openShared(shared.fields);
      setName(shared.name);
    },
    [fieldsStore],
  );

  // Saved calculations ticked for the comparison, and a comparison opened from a link.
  const [comparedIds, setComparedIds] = useState<readonly string[]>([]);
  const [sharedComparison, setSharedComparison] = useState<readonly SharedCalculation[] | null>(
    null,
  );
  useOpenSharedLink(
    {codec: PROFITABILITY_COMPARISON_SHARE, open: setSharedComparison, noun: 'comparison'},
    COMPARE_PARAM,
  );
  const compared = comparedIds
    .map((id) => saved.find((entry) => entry.id === id))
    .filter((entry): entry is SavedCalculation => entry !== undefined);

  const {inputs, notices} = useMemo(() => parseProfitabilityText(fields), [fields]);
  const result = useMemo(() => calculateProfitability(inputs), [inputs]);
  const perOrder = perOrderFigures(inputs, result);
  const pristine = isPristine(fields);
  const typed = useMeasureCompletion();

  const setField = (field: ProfitabilityField, text: string) => {
    setFields((prev) => ({...prev, [field]: text}));
    typed();
  };

  const focusFirstField = () => document.getElementById(FIRST_FIELD_ID)?.focus();

  const save = () => {
    const label = name.trim() || nextDefaultName(saved, DEFAULT_NOUN);
    const next = saveCalculation(saved, {
      id: newEntryId(),
      name: label,
      savedAt: new Date().toISOString(),
      fields,
    });
    const written = savedStore.save(next.list);
    setName(label);
    measure('scenarioSaved', {tool: 'profitabilityCalculator'});
    if (!written.ok) {
      notify(
        `“${label}” is kept on this page only: this browser is not saving changes, so it will be gone when you close the page.`,
        'error',
      );
      return;
    }
    notify(next.replaced ? `Updated “${label}”` : `Saved “${label}” in this browser`, 'success');
  };

  const reset = () => {
    resetFields();
    setName('');
    notify('Fields reset to the defaults', 'info');
    focusFirstField();
  };

  const open = (entry: SavedCalculation) => {
    setFields(entry.fields);
    setName(entry.name);
    notify(`Opened “${entry.name}”`, 'info');
    focusFirstField();
  };

  const remove = (entry: SavedCalculation) => {
    savedStore.set((list) => removeNamed(list, entry.id));
    setComparedIds((ids) => ids.filter((id) => id !== entry.id));
    notify(`Deleted “${entry.name}”`, 'info');
  };

  const rename = (id: string, next: string): RenameProblem | null => {
    const renamed = renameNamed(saved, id, next);
    if (!renamed.ok) return renamed.problem;
    savedStore.set(renamed.list);
    notify(`Renamed to “${next.trim()}”`, 'info');
    return null;
  };

  const keepShared = () => {
    if (!sharedComparison) return;
    const savedAt = new Date().toISOString();
    const entries = sharedComparison.map((entry) => ({
      id: newEntryId(),
      name: entry.name.trim() || nextDefaultName(saved, DEFAULT_NOUN),
      savedAt,
      fields: entry.fields,
    }));
    const next = addUnderUniqueNames(saved, entries, 'shared');
    const written = savedStore.save(next);
    setComparedIds(entries.map((entry) => entry.id));
    setSharedComparison(null);
    notify(
      written.ok
        ? 'Kept the shared calculations in this browser, ticked for the comparison'
        : 'Kept the shared calculations on this page, but this browser is not saving changes',
      written.ok ? 'success' : 'error',
    );
  };

  return (
    <ToolPage
      tool={PROFITABILITY_CALCULATOR_TOOL}
      records={RECORDS}
      share={{
        codec: PROFITABILITY_SHARE,
        state: {fields, name},
        open: openShared,
        noun: 'calculation',
      }}>
      <ToolSection label="Calculator">
        <PrintHeader title="Customer profitability" />
        <PrintInputs inputs={inputs} />
        <ToolColumns
          balance="even"
          sticky="tall"
          main={
            // A group of fields that updates the results as they are typed: no form, since
            // there is nothing to submit.
            <div role="group" aria-labelledby="calculator-inputs" className={styles.fields}>
              <h2 id="calculator-inputs" className={styles.columnTitle}>
                Customer figures (one year)
              </h2>
              <p className={styles.help}>
                Leave a field blank if it does not apply: blank counts as 0.{' '}
                <a href="#calculator-results" className={styles.jump}>
                  Jump to the results
                </a>
              </p>
              {CALCULATOR_GROUPS.map((group) => (
                <fieldset key={group.title} className={styles.group}>
                  <legend className={styles.legend}>{group.title}</legend>
                  <div className={styles.grid}>
                    {group.fields.map((entry) => (
                      <NumberField
                        key={entry.field}
                        id={`calc-${entry.field}`}
                        name={entry.field}
                        label={entry.label}
                        hint={entry.hint}
                        prefix={entry.prefix}
                        suffix={entry.suffix}
                        step={entry.step ?? 1}
                        placeholder="0"
                        value={fields[entry.field]}
                        notice={notices[entry.field]}
                        onChange={(text) => setField(entry.field, text)}
                      />
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          }
          aside={
            <>
              <Results
                result={result}
                perOrder={perOrder}
                pristine={pristine}
                name={name}
                countedAsZero={notices}
              />
              <Panel tone="muted" className="no-print">
                <TextField
                  id="calc-name"
                  label="Customer or calculation name"
                  placeholder={nextDefaultName(saved, DEFAULT_NOUN)}
                  value={name}
                  maxLength={80}
                  onChange={setName}
                />
                <div className={styles.buttons}>
                  <ActionButton onClick={save}>
                    <Save aria-hidden="true" size={18} /> Save Calculation
                  </ActionButton>
                  <PrintButton>Print Report</PrintButton>
                  <ActionButton variant="secondary" onClick={reset}>
                    <RotateCcw aria-hidden="true" size={18} /> Analyze Another Customer
                  </ActionButton>
                </div>
                {pristine ? null : (
                  <Suspense fallback={null}>
                    <BringResult result={result} className={styles.bring} />
                  </Suspense>
                )}
              </Panel>
            </>
          }
        />
        <CostBreakdownTable result={result} />
        <PrintMethod />
        <SavedCalculations
          saved={saved}
          compared={comparedIds}
          onToggleCompare={(id) => setComparedIds((ids) => toggleCompared(ids, id))}
          onOpen={open}
          onRename={rename}
          onDelete={remove}
        />
        <CustomersCompared saved={saved} />
        <SideBySide
          compared={compared}
          shared={sharedComparison}
          onSaveShared={keepShared}
          onCloseShared={() => setSharedComparison(null)}
        />
      </ToolSection>
    </ToolPage>
  );
}
