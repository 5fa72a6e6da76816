import React, {type ReactNode, useCallback, useMemo, useState} from 'react';
import {RotateCcw, Save} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import PrintButton from '@site/src/components/PrintButton';
import {useNotify} from '@site/src/components/Notifications';
import NumberField from '@site/src/components/NumberField';
import TextField from '@site/src/components/TextField';
import Panel from '@site/src/components/Panel';
import ToolPage, {ToolColumns, ToolSection} from '@site/src/components/ToolPage';
import {FREE_TOOLS} from '@site/src/data/freeTools';
import {CALCULATOR_GROUPS} from '@site/src/data/profitabilityCalculator';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {
  PROFITABILITY_FIELDS_RECORD,
  PROFITABILITY_SHARE,
  SAVED_CALCULATIONS_RECORD,
  type SharedCalculation,
} from '@site/src/lib/profitability/record';
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
import Results from './_components/Results';
import SavedCalculations from './_components/SavedCalculations';
import styles from './styles.module.css';

/** The records this tool keeps in the browser. */
const RECORDS = [PROFITABILITY_FIELDS_RECORD, SAVED_CALCULATIONS_RECORD];

const FIRST_FIELD_ID = 'calc-annualRevenue';

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
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

  const {inputs, notices} = useMemo(() => parseProfitabilityText(fields), [fields]);
  const result = useMemo(() => calculateProfitability(inputs), [inputs]);
  const perOrder = perOrderFigures(inputs, result);
  const pristine = isPristine(fields);

  const setField = (field: ProfitabilityField, text: string) =>
    setFields((prev) => ({...prev, [field]: text}));

  const focusFirstField = () => document.getElementById(FIRST_FIELD_ID)?.focus();

  const save = () => {
    const label = name.trim() || `Customer ${saved.length + 1}`;
    const next = saveCalculation(saved, {
      id: newId(),
      name: label,
      savedAt: new Date().toISOString(),
      fields,
    });
    const written = savedStore.save(next.list);
    setName(label);
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
    savedStore.set((list) => list.filter((item) => item.id !== entry.id));
    notify(`Deleted “${entry.name}”`, 'info');
  };

  return (
    <ToolPage
      tool={FREE_TOOLS.profitabilityCalculator}
      records={RECORDS}
      share={{
        codec: PROFITABILITY_SHARE,
        state: {fields, name},
        open: openShared,
        noun: 'calculation',
      }}>
      <ToolSection label="Calculator">
        <ToolColumns
          balance="even"
          sticky="tall"
          main={
            // A group of fields that updates the results as they are typed: no form, since
            // there is nothing to submit.
            <div role="group" aria-labelledby="calculator-inputs">
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
                  placeholder={`Customer ${saved.length + 1}`}
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
              </Panel>
            </>
          }
        />
        <CostBreakdownTable result={result} />
        <SavedCalculations saved={saved} onOpen={open} onDelete={remove} />
      </ToolSection>
    </ToolPage>
  );
}
