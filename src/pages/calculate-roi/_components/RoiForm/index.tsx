import React, {type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CardGrid from '@site/src/components/CardGrid';
import NoScriptNotice from '@site/src/components/NoScriptNotice';
import NumberField from '@site/src/components/NumberField';
import {
  changedAssumptions,
  type AssumptionReading,
  type AssumptionText,
} from '@site/src/lib/roi/assumptions';
import {
  calculateHelp,
  type RoiField,
  type RoiFormReading,
  type RoiFormText,
} from '@site/src/lib/roi/form';
import {formatNumber} from '@site/src/lib/numbers/format';
import {counted} from '@site/src/lib/numbers/words';
import AssumptionFields from '../AssumptionFields';
import script from '@site/src/css/script.module.css';
import styles from './styles.module.css';

interface FieldSpec {
  readonly field: RoiField;
  readonly label: string;
  readonly hint: string;
  readonly prefix?: string;
  readonly suffix?: string;
  readonly required: boolean;
  readonly inputMode: 'decimal' | 'numeric';
}

const FIELDS: readonly FieldSpec[] = [
  {
    field: 'revenue',
    label: 'Annual Revenue ($)',
    hint: 'Your last financial year, in US dollars. 5,000,000, $5M and 5e6 all work.',
    prefix: '$',
    required: true,
    inputMode: 'decimal',
  },
  {
    field: 'margin',
    label: 'Average Gross Margin (%)',
    hint: 'If unsure, enter your product markup minus overheads.',
    suffix: '%',
    required: true,
    inputMode: 'decimal',
  },
  {
    field: 'customers',
    label: '# of Active Customers',
    hint: 'Accounts that bought from you in the last 12 months.',
    required: true,
    inputMode: 'numeric',
  },
  {
    field: 'skus',
    label: '# of SKUs / Product Lines',
    hint: 'Products or product lines you actively sell.',
    required: true,
    inputMode: 'numeric',
  },
  {
    field: 'salesReps',
    label: '# of Sales Reps (optional)',
    hint: 'Helps a strategist prepare your demo; it does not change the estimate.',
    required: false,
    inputMode: 'numeric',
  },
];

/** Id of a field's input, so focus can be moved to it. */
export const fieldId = (field: RoiField): string => `roi-${field}`;

export interface RoiFormProps {
  readonly text: RoiFormText;
  readonly reading: RoiFormReading;
  readonly assumptionText: AssumptionText;
  readonly assumptionReading: AssumptionReading;
  readonly onAssumptionsChange: (text: AssumptionText) => void;
  /** Whether the assumptions are shown (the visitor opened them, or one needs attention). */
  readonly assumptionsOpen: boolean;
  readonly onAssumptionsToggle: (open: boolean) => void;
  /** Message shown when Calculate was pressed with a blocking error. */
  readonly alert: string;
  readonly onChange: (field: RoiField, value: string) => void;
  /** Calculates, or returns the id of the first field that blocks the calculation. */
  readonly onCalculate: () => string | null;
  /** Called when focus enters the form (the calculator fetches its results view, once). */
  readonly onFirstFocus?: () => void;
}

/** The summary line of the assumptions: standard, changed, or in need of correcting. */
function assumptionsSummary(reading: AssumptionReading): string {
  if (reading.invalidFields.length > 0) {
    return `Assumptions: ${counted(reading.invalidFields.length, ['field needs', 'fields need'])} correcting`;
  }
  const changed = reading.values ? changedAssumptions(reading.values).length : 0;
  return changed === 0
    ? 'Assumptions: the standard figures'
    : `Assumptions: ${formatNumber(changed)} changed from the standard`;
}

/**
 * The calculator's form view: five number fields, the Calculate button, then the assumptions
 * (standard unless changed), which the visitor can fold away.
 */
export default function RoiForm({
  text,
  reading,
  assumptionText,
  assumptionReading,
  onAssumptionsChange,
  assumptionsOpen,
  onAssumptionsToggle,
  alert,
  onChange,
  onCalculate,
  onFirstFocus,
}: RoiFormProps): ReactNode {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blocking = onCalculate();
    if (blocking) document.getElementById(blocking)?.focus();
  };

  return (
    <form onSubmit={onSubmit} onFocus={onFirstFocus} noValidate aria-labelledby="roi-form-title">
      {/* A plain h2: the theme's Heading would add a permalink, which means nothing here. */}
      <h2 id="roi-form-title" className={styles.title}>
        Your business in four figures
      </h2>
      <p className={styles.intro}>
        Use round numbers from your last financial year; it takes under 2 minutes. Your figures stay
        in this browser: nothing is sent to us.
      </p>
      <NoScriptNotice subject="This calculator">
        <p>
          It works out the estimate in your browser from your four figures. How each part is
          calculated is set out under <a href="#how-the-estimate-works">What the estimate counts</a>
          , below.
        </p>
      </NoScriptNotice>
      <CardGrid columns={2}>
        {FIELDS.map((spec) => {
          const message = reading.messages[spec.field];
          return (
            <NumberField
              key={spec.field}
              id={fieldId(spec.field)}
              name={spec.field}
              label={spec.label}
              hint={spec.hint}
              prefix={spec.prefix}
              suffix={spec.suffix}
              required={spec.required}
              inputMode={spec.inputMode}
              value={text[spec.field]}
              error={message?.error}
              notice={message?.notice}
              onChange={(value) => onChange(spec.field, value)}
            />
          );
        })}
      </CardGrid>
      <div className={clsx(styles.actions, script.needsScript)}>
        <button
          type="submit"
          className="button button--primary button--lg"
          disabled={!reading.complete}
          aria-describedby="roi-calculate-help">
          Calculate
        </button>
        <p id="roi-calculate-help" className={styles.help}>
          {calculateHelp(reading, assumptionReading.invalidFields.length)}
        </p>
      </div>
      <p role="alert" className={styles.alert}>
        {alert}
      </p>
      <details
        className={styles.assumptions}
        open={assumptionsOpen}
        onToggle={(event) => onAssumptionsToggle(event.currentTarget.open)}>
        <summary className={styles.summary}>{assumptionsSummary(assumptionReading)}</summary>
        <p className={styles.assumptionsIntro}>
          Each starts at the standard figure the estimate is built on. Change one to see what it
          does; the results list every figure you changed.
        </p>
        <AssumptionFields
          text={assumptionText}
          reading={assumptionReading}
          onChange={onAssumptionsChange}
        />
      </details>
    </form>
  );
}
