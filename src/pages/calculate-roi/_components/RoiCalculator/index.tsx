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
import {resultsAnnouncement} from '@site/src/lib/roi/explain';
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
import {scenarioQuery} from '@site/src/lib/roi/record';
import {assumptionFieldId} from '../AssumptionFields';
import RoiForm, {fieldId} from '../RoiForm';
import RoiResults, {RESULTS_TITLE_ID} from '../RoiResults';
import RoiScenarios from '../RoiScenarios';
import styles from './styles.module.css';

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

  // The visitor's own text once they type; until then, whatever the address holds.
  const [edited, setEdited] = useState<RoiFormText | null>(null);
  const text = edited ?? roiFormFromQuery(search) ?? EMPTY_ROI_FORM;
  const reading = useMemo(() => readRoiForm(text), [text]);
  const [editedAssumptions, setEditedAssumptions] = useState<AssumptionText | null>(null);
  const assumptionText = editedAssumptions ?? assumptionTextFromQuery(search);
  const assumptionReading = useMemo(() => readAssumptions(assumptionText), [assumptionText]);
  // The form's assumptions unfold when opened, and whenever one needs correcting.
  const [assumptionsOpened, setAssumptionsOpened] = useState(false);
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
  const view = result ? 'results' : 'form';
  useEffect(() => {
    if (focusAfterChange.current !== view) return;
    focusAfterChange.current = null;
    const target = view === 'results' ? RESULTS_TITLE_ID : fieldId('revenue');
    document.getElementById(target)?.focus();
  }, [view, search]);

  return (
    <>
      <div className={styles.calculator}>
        {shared && result ? (
          <RoiResults
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
            alert={alert}
            onChange={onChange}
            onCalculate={onCalculate}
          />
        )}
        <p role="status" className={styles.visuallyHidden}>
          {result ? resultsAnnouncement(result) : ''}
        </p>
      </div>
      <RoiScenarios onOpen={onOpenScenario} />
    </>
  );
}
