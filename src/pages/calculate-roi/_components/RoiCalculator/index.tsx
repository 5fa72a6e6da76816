import React, {type ReactNode, useEffect, useMemo, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import {SUBSCRIPTION_BANDS_BY_BILLING} from '@site/src/data/pricing';
import {useLocationSearch} from '@site/src/hooks/useShareLink';
import {
  assumptionTextFromQuery,
  assumptionsFromQuery,
  estimateRoi,
  readAssumptions,
  type AssumptionText,
  type RoiAssumptions,
} from '@site/src/lib/roi/assumptions';
import {
  EMPTY_ROI_FORM,
  blockingAlert,
  readRoiForm,
  roiFormFromQuery,
  roiValuesFromQuery,
  type RoiField,
  type RoiFormText,
  type RoiFormValues,
} from '@site/src/lib/roi/form';
import {scenarioQuery} from '@site/src/lib/roi/link';
import {assumptionFieldId} from '../AssumptionFields';
import RoiForm, {fieldId} from '../RoiForm';
import type * as ResultsViewModule from '../RoiResults';
import {RESULTS_TITLE_ID} from '../RoiResults/ids';
import RoiScenarios from '../RoiScenarios';
import styles from './styles.module.css';

/** Said in the form's alert when the results view cannot be fetched (the connection dropped). */
const RESULTS_UNAVAILABLE =
  'Your results could not be shown: this page lost its connection. Check it and press Calculate again.';

type ResultsModule = typeof ResultsViewModule;

let resultsModule: Promise<ResultsModule> | null = null;

/**
 * The results view, fetched once: when the visitor first focuses a field (so it is there by
 * the time they press Calculate) or when the address already holds results. A page that is
 * only looked at never loads it.
 */
function loadResults(): Promise<ResultsModule> {
  resultsModule ??= import('../RoiResults').catch((error: unknown) => {
    resultsModule = null;
    throw error;
  });
  return resultsModule;
}

/**
 * The results view once loaded, fetching it when `needed`; `failed` when it could not be
 * fetched, until `retry` tries again.
 */
function useResultsView(needed: boolean): {
  readonly view: ResultsModule | null;
  readonly failed: boolean;
  readonly retry: () => void;
} {
  const [view, setView] = useState<ResultsModule | null>(null);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed || view) return undefined;
    let current = true;
    loadResults().then(
      (module) => current && setView(module),
      () => current && setFailedAttempt(attempt),
    );
    return () => {
      current = false;
    };
  }, [needed, view, attempt]);
  return {
    view,
    failed: !view && failedAttempt === attempt,
    retry: () => setAttempt((count) => count + 1),
  };
}

/**
 * The calculator: the form, then the results, then the visitor's saved scenarios. The results
 * are read from the address (the share link), so a copied link reopens them; the address
 * names an assumption only when it differs from the standard. Calculate, Recalculate, a
 * changed assumption and opening a scenario replace the address rather than push a new
 * entry: the view is a state of this page, not a new page (a push would also make the theme
 * reset focus to the top, away from the results). The address is read through the router's
 * history, which gives an empty query in the static HTML and the first render, and the real
 * one right after hydration.
 */
export default function RoiCalculator(): ReactNode {
  const history = useHistory();
  const search = useLocationSearch();
  const shared = useMemo(() => {
    const values = roiValuesFromQuery(search);
    const assumptions = assumptionsFromQuery(search);
    return values && assumptions ? {values, assumptions} : null;
  }, [search]);
  const result = useMemo(
    () =>
      shared ? estimateRoi(shared.values, shared.assumptions, SUBSCRIPTION_BANDS_BY_BILLING) : null,
    [shared],
  );

  const results = useResultsView(result !== null);
  const Results = results.view;

  // The visitor's own text once they type; until then, whatever the address holds.
  const [edited, setEdited] = useState<RoiFormText | null>(null);
  const text = edited ?? roiFormFromQuery(search) ?? EMPTY_ROI_FORM;
  const reading = useMemo(() => readRoiForm(text), [text]);
  const [editedAssumptions, setEditedAssumptions] = useState<AssumptionText | null>(null);
  const assumptionText = editedAssumptions ?? assumptionTextFromQuery(search);
  const assumptionReading = useMemo(() => readAssumptions(assumptionText), [assumptionText]);
  // The form's assumptions show until the visitor folds them away, and whenever one needs
  // correcting.
  const [assumptionsOpened, setAssumptionsOpened] = useState(true);
  const assumptionsOpen = assumptionsOpened || assumptionReading.invalidFields.length > 0;

  const [alert, setAlert] = useState('');
  // Where focus goes after the view changes: only after the visitor's own action.
  const focusAfterChange = useRef<'results' | 'form' | null>(null);

  const showResults = (values: RoiFormValues, assumptions: RoiAssumptions) =>
    history.replace({search: `?${scenarioQuery(values, assumptions)}`});

  const onChange = (field: RoiField, value: string) => {
    setEdited({...text, [field]: value});
    setAlert('');
  };

  const onAssumptionsChange = (next: AssumptionText) => {
    setEditedAssumptions(next);
    setAlert('');
    // In the results, a readable change shows its effect at once.
    const read = readAssumptions(next).values;
    if (shared && read) showResults(shared.values, read);
  };

  /** Shows the results, or returns the id of the first field that blocks the calculation. */
  const onCalculate = (): string | null => {
    if (!reading.values || !assumptionReading.values) {
      const errors = assumptionReading.invalidFields.length;
      const first = reading.invalidFields[0];
      const firstAssumption = assumptionReading.invalidFields[0];
      if (reading.invalidFields.length + errors > 0) {
        setAlert(blockingAlert(reading, errors));
      }
      if (first) return fieldId(first);
      return firstAssumption ? assumptionFieldId(firstAssumption) : null;
    }
    setEdited(text);
    setEditedAssumptions(assumptionText);
    focusAfterChange.current = 'results';
    results.retry();
    showResults(reading.values, assumptionReading.values);
    return null;
  };

  const onRecalculate = () => {
    setEdited(text);
    setEditedAssumptions(assumptionText);
    focusAfterChange.current = 'form';
    history.replace({search: ''});
  };

  const onOpenScenario = (values: RoiFormValues, assumptions: RoiAssumptions) => {
    setEdited(null);
    setEditedAssumptions(null);
    setAlert('');
    focusAfterChange.current = 'results';
    showResults(values, assumptions);
  };

  // After Calculate, focus moves to the results' heading; after Recalculate, to the first
  // field. Opening a share link moves nothing: the visitor has not acted yet.
  const view = result && Results ? 'results' : 'form';
  useEffect(() => {
    if (focusAfterChange.current !== view) return;
    focusAfterChange.current = null;
    const target = view === 'results' ? RESULTS_TITLE_ID : fieldId('revenue');
    document.getElementById(target)?.focus();
  }, [view, search]);

  return (
    <>
      <div className={styles.calculator}>
        {shared && result && Results ? (
          <Results.default
            values={shared.values}
            assumptions={shared.assumptions}
            result={result}
            assumptionText={assumptionText}
            assumptionReading={assumptionReading}
            onAssumptionsChange={onAssumptionsChange}
            onRecalculate={onRecalculate}
          />
        ) : (
          <RoiForm
            text={text}
            reading={reading}
            assumptionText={assumptionText}
            assumptionReading={assumptionReading}
            onAssumptionsChange={onAssumptionsChange}
            assumptionsOpen={assumptionsOpen}
            onAssumptionsToggle={setAssumptionsOpened}
            alert={results.failed ? RESULTS_UNAVAILABLE : alert}
            onChange={onChange}
            onCalculate={onCalculate}
            onFirstFocus={() => void loadResults().catch(() => undefined)}
          />
        )}
        <p role="status" className={styles.visuallyHidden}>
          {result && Results ? Results.resultsAnnouncement(result) : ''}
        </p>
      </div>
      <RoiScenarios onOpen={onOpenScenario} />
    </>
  );
}
