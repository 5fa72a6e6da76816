import React, {type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CardGrid from '@site/src/components/CardGrid';
import NoScriptNotice from '@site/src/components/NoScriptNotice';
import NumberField from '@site/src/components/NumberField';
import {
  calculateHelp,
  type RoiField,
  type RoiFormReading,
  type RoiFormText,
} from '@site/src/lib/roi/form';
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
  /** Message shown when Calculate was pressed with a blocking error. */
  readonly alert: string;
  readonly onChange: (field: RoiField, value: string) => void;
  /** Calculates, or returns the first field that blocks the calculation. */
  readonly onCalculate: () => RoiField | null;
}

/** The calculator's form view: five number fields and the Calculate button. */
export default function RoiForm({
  text,
  reading,
  alert,
  onChange,
  onCalculate,
}: RoiFormProps): ReactNode {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blocking = onCalculate();
    if (blocking) document.getElementById(fieldId(blocking))?.focus();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="roi-form-title">
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
          {calculateHelp(reading)}
        </p>
      </div>
      <p role="alert" className={styles.alert}>
        {alert}
      </p>
    </form>
  );
}
