import React, {type ReactNode, useEffect, useMemo, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import {SUBSCRIPTION_BANDS} from '@site/src/data/pricing';
import {useLocationSearch} from '@site/src/hooks/useShareLink';
import {calculateRoi} from '@site/src/lib/roi/calculate';
import {resultsAnnouncement} from '@site/src/lib/roi/explain';
import {
  EMPTY_ROI_FORM,
  blockingAlert,
  readRoiForm,
  roiFormFromQuery,
  roiQueryString,
  roiValuesFromQuery,
  type RoiField,
  type RoiFormText,
} from '@site/src/lib/roi/form';
import RoiForm, {fieldId} from '../RoiForm';
import RoiResults, {RESULTS_TITLE_ID} from '../RoiResults';
import styles from './styles.module.css';

/**
 * The calculator: the form, then the results. The results are read from the address (the
 * share link), so a copied link reopens them. Calculate and Recalculate replace the address
 * rather than push a new entry: the view is a state of this page, not a new page (a push
 * would also make the theme reset focus to the top, away from the results). The address is read through the router's
 * history, which gives an empty query in the static HTML and the first render, and the real
 * one right after hydration.
 */
export default function RoiCalculator(): ReactNode {
  const history = useHistory();
  const search = useLocationSearch();
  const shared = useMemo(() => roiValuesFromQuery(search), [search]);
  const result = useMemo(
    () => (shared ? calculateRoi(shared, SUBSCRIPTION_BANDS) : null),
    [shared],
  );

  // The visitor's own text once they type; until then, whatever the address holds.
  const [edited, setEdited] = useState<RoiFormText | null>(null);
  const text = edited ?? roiFormFromQuery(search) ?? EMPTY_ROI_FORM;
  const reading = useMemo(() => readRoiForm(text), [text]);
  const [alert, setAlert] = useState('');
  // Where focus goes after the view changes: only after the visitor's own action.
  const focusAfterChange = useRef<'results' | 'form' | null>(null);

  const onChange = (field: RoiField, value: string) => {
    setEdited({...text, [field]: value});
    setAlert('');
  };

  /** Shows the results, or returns the first field that blocks the calculation. */
  const onCalculate = (): RoiField | null => {
    if (!reading.values) {
      const first = reading.invalidFields[0] ?? null;
      if (first) setAlert(blockingAlert(reading));
      return first;
    }
    setEdited(text);
    focusAfterChange.current = 'results';
    history.replace({search: `?${roiQueryString(reading.values)}`});
    return null;
  };

  const onRecalculate = () => {
    setEdited(text);
    focusAfterChange.current = 'form';
    history.replace({search: ''});
  };

  // After Calculate, focus moves to the results' heading; after Recalculate, to the first
  // field. Opening a share link moves nothing: the visitor has not acted yet.
  const view = result ? 'results' : 'form';
  useEffect(() => {
    if (focusAfterChange.current !== view) return;
    focusAfterChange.current = null;
    const target = view === 'results' ? RESULTS_TITLE_ID : fieldId('revenue');
    document.getElementById(target)?.focus();
  }, [view]);

  return (
    <div className={styles.calculator}>
      {shared && result ? (
        <RoiResults values={shared} result={result} onRecalculate={onRecalculate} />
      ) : (
        <RoiForm
          text={text}
          reading={reading}
          alert={alert}
          onChange={onChange}
          onCalculate={onCalculate}
        />
      )}
      <p role="status" className={styles.visuallyHidden}>
        {result ? resultsAnnouncement(result) : ''}
      </p>
    </div>
  );
}
