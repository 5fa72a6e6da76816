import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ActionButton from '@site/src/components/ActionButton';
import CardGrid from '@site/src/components/CardGrid';
import NumberField from '@site/src/components/NumberField';
import {
  ASSUMPTION_FIELDS,
  ASSUMPTION_SPECS,
  BILLINGS,
  STANDARD_ASSUMPTIONS,
  STANDARD_ASSUMPTION_TEXT,
  billingInWords,
  describeAssumption,
  readAssumptions,
  type AssumptionField,
  type AssumptionReading,
  type AssumptionText,
  type Billing,
} from '@site/src/lib/roi/assumptions';
import {capitalise} from '@site/src/lib/text/list';
import styles from './styles.module.css';

/** Id of an assumption's input, so focus can be moved to it. */
export const assumptionFieldId = (field: AssumptionField): string => `roi-assumption-${field}`;

const UNITS: Readonly<Record<AssumptionField, {prefix?: string; suffix?: string; label: string}>> =
  {
    recoveryRate: {suffix: '%', label: '(% of annual revenue)'},
    hourlyRate: {prefix: '$', label: '($ per hour saved)'},
    hoursCap: {suffix: 'hours', label: ''},
    quoteRate: {suffix: '%', label: '(% of annual revenue)'},
    quoteCap: {prefix: '$', label: '($ a year)'},
  };

/** Whether a field's text reads as its standard figure. */
function readsAsStandard(field: AssumptionField, text: AssumptionText): boolean {
  const read = readAssumptions({...STANDARD_ASSUMPTION_TEXT, [field]: text[field]}).values;
  const {key} = ASSUMPTION_SPECS[field];
  return read !== null && read[key] === STANDARD_ASSUMPTIONS[key];
}

/** The hint under a field: the standard figure, and whether this one is it. */
function hint(field: AssumptionField, text: AssumptionText): string {
  const standard = describeAssumption(field, STANDARD_ASSUMPTIONS);
  return readsAsStandard(field, text)
    ? `The standard figure: ${standard}.`
    : `Changed from the standard figure, ${standard}.`;
}

export interface AssumptionFieldsProps {
  readonly text: AssumptionText;
  readonly reading: AssumptionReading;
  readonly onChange: (text: AssumptionText) => void;
}

/**
 * The estimate's assumptions as fields: five figures and the billing, each starting at its
 * standard figure and saying whether it still holds it, and a button back to the standard
 * figures once any has changed.
 */
export default function AssumptionFields({
  text,
  reading,
  onChange,
}: AssumptionFieldsProps): ReactNode {
  const standard =
    ASSUMPTION_FIELDS.every((field) => readsAsStandard(field, text)) &&
    text.billing === STANDARD_ASSUMPTIONS.billing;
  const setBilling = (billing: Billing) => onChange({...text, billing});

  return (
    <div className={styles.assumptions}>
      <CardGrid columns={2}>
        {ASSUMPTION_FIELDS.map((field) => (
          <NumberField
            key={field}
            id={assumptionFieldId(field)}
            name={field}
            label={`${ASSUMPTION_SPECS[field].label} ${UNITS[field].label}`.trim()}
            hint={hint(field, text)}
            prefix={UNITS[field].prefix}
            suffix={UNITS[field].suffix}
            inputMode="decimal"
            value={text[field]}
            error={reading.errors[field]}
            onChange={(value) => onChange({...text, [field]: value})}
          />
        ))}
      </CardGrid>
      <fieldset className={styles.billing}>
        <legend className={styles.legend}>Billing</legend>
        {BILLINGS.map((billing) => (
          <label key={billing} className={styles.choice}>
            <input
              type="radio"
              name="roi-billing"
              value={billing}
              checked={text.billing === billing}
              onChange={() => setBilling(billing)}
            />{' '}
            {capitalise(billingInWords(billing))}
            {billing === STANDARD_ASSUMPTIONS.billing ? ' (the standard)' : ''}
          </label>
        ))}
      </fieldset>
      {standard ? (
        <p className={styles.status} data-testid="assumptions-status">
          Every assumption is at its standard figure.
        </p>
      ) : (
        <div className={clsx(styles.status, styles.changed)}>
          <p data-testid="assumptions-status">Some assumptions differ from the standard figures.</p>
          <ActionButton
            size="sm"
            variant="outline"
            onClick={() => onChange(STANDARD_ASSUMPTION_TEXT)}>
            Use the standard figures
          </ActionButton>
        </div>
      )}
    </div>
  );
}
