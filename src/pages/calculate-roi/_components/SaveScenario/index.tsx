import React, {type FormEvent, type ReactNode, useState} from 'react';
import {Save} from 'lucide-react';
import {useNotify} from '@site/src/components/Notifications';
import TextField from '@site/src/components/TextField';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import type {RoiAssumptions} from '@site/src/lib/roi/assumptions';
import type {RoiFormValues} from '@site/src/lib/roi/form';
import {ROI_SCENARIOS_RECORD} from '@site/src/lib/roi/record';
import {newEntryId, nextDefaultName, saveNamed} from '@site/src/lib/scenarios/named';
import styles from './styles.module.css';

/** Default name of a scenario saved without one: "Scenario 2". */
export const SCENARIO_NOUN = 'Scenario';

export interface SaveScenarioProps {
  readonly values: RoiFormValues;
  readonly assumptions: RoiAssumptions;
}

/**
 * Saves the estimate on screen as a named scenario in this browser (a name already saved is
 * replaced), to open again or compare with others below.
 */
export default function SaveScenario({values, assumptions}: SaveScenarioProps): ReactNode {
  const notify = useNotify();
  const {value: scenarios, store} = useStoredRecord(ROI_SCENARIOS_RECORD);
  const [name, setName] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const label = name.trim() || nextDefaultName(scenarios, SCENARIO_NOUN);
    const next = saveNamed(scenarios, {
      id: newEntryId(),
      name: label,
      savedAt: new Date().toISOString(),
      values,
      assumptions,
    });
    const written = store.save(next.list);
    setName('');
    if (!written.ok) {
      notify(
        `“${label}” is kept on this page only: this browser is not saving changes, so it will be gone when you close the page.`,
        'error',
      );
      return;
    }
    notify(
      next.replaced
        ? `Updated the scenario “${label}”`
        : `Saved the scenario “${label}” in this browser`,
      'success',
    );
  };

  return (
    <form className={styles.save} onSubmit={onSubmit} aria-labelledby="roi-save-title">
      <h3 id="roi-save-title" className={styles.title}>
        Keep this estimate as a scenario
      </h3>
      <p className={styles.intro}>
        Name it and save it in this browser, then change the figures or the assumptions and save
        another: your scenarios are listed below, to open again or compare side by side.
      </p>
      <div className={styles.row}>
        <TextField
          id="roi-scenario-name"
          label="Scenario name"
          placeholder={nextDefaultName(scenarios, SCENARIO_NOUN)}
          value={name}
          maxLength={80}
          onChange={setName}
          className={styles.name}
        />
        <button type="submit" className="button button--primary">
          <Save aria-hidden="true" size={18} /> Save scenario
        </button>
      </div>
    </form>
  );
}
