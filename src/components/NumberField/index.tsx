import React, {type KeyboardEvent, type ReactNode, useId} from 'react';
import clsx from 'clsx';
import {readNumberText} from '@site/src/lib/numbers/parse';
import {readBack, type NumberUnit} from '@site/src/lib/numbers/readBack';
import {MAX_FIELD_TEXT} from '@site/src/lib/text/limits';
import styles from './styles.module.css';

export interface NumberFieldProps {
  readonly label: ReactNode;
  /** The text as typed (fields keep text; parsing happens in the page's logic). */
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly id?: string;
  readonly name?: string;
  /** Help shown under the field. */
  readonly hint?: ReactNode;
  /** A blocking problem with the value (shown in the error style, sets aria-invalid). */
  readonly error?: string;
  /** A non-blocking remark about how the value was read (e.g. "counted as 0"). */
  readonly notice?: string;
  /** Unit shown before the value, e.g. "$". */
  readonly prefix?: string;
  /** Unit shown after the value, e.g. "%". */
  readonly suffix?: string;
  /**
   * What the value is, for saying back a shorthand ("5M" is "read as $5,000,000"): by
   * default dollars with a "$" prefix, a percentage with a "%" suffix, else a plain number.
   */
  readonly unit?: NumberUnit;
  readonly placeholder?: string;
  readonly required?: boolean;
  /** Arrow keys step the value by this amount (e.g. 0.1 for rates). */
  readonly step?: number;
  readonly inputMode?: 'decimal' | 'numeric';
  readonly autoComplete?: string;
  readonly className?: string;
}

function decimalsOf(step: number): number {
  const text = String(step);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

function unitOf(prefix: string | undefined, suffix: string | undefined): NumberUnit {
  if (prefix === '$') return 'usd';
  return suffix === '%' ? 'percent' : 'number';
}

/**
 * A labelled number input that accepts what people type and paste ("1,200.50", "5e6",
 * "$5M"): a text field with a numeric keyboard, an optional unit, and its hint and its error,
 * notice or reading of a shorthand ("read as $5,000,000") announced beside it.
 */
export default function NumberField({
  label,
  value,
  onChange,
  id,
  name,
  hint,
  error,
  notice,
  prefix,
  suffix,
  unit = unitOf(prefix, suffix),
  placeholder,
  required = false,
  step,
  inputMode = 'decimal',
  autoComplete = 'off',
  className,
}: NumberFieldProps): ReactNode {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;
  const reading = error || notice ? undefined : readBack(value, unit);
  const message = error ?? notice ?? reading;
  const describedBy = [hint ? hintId : null, message ? messageId : null].filter(Boolean).join(' ');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!step || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const current = readNumberText(value);
    if (value.trim() !== '' && !current) return;
    event.preventDefault();
    const base = current?.value ?? 0;
    const next = base + (event.key === 'ArrowUp' ? step : -step);
    onChange(next.toFixed(decimalsOf(step)));
  };

  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? <span className={styles.required}> (required)</span> : null}
      </label>
      <div className={clsx(styles.control, error && styles.invalid)}>
        {prefix ? (
          <span className={styles.affix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode={inputMode}
          className={styles.input}
          value={value}
          placeholder={placeholder}
          required={required}
          maxLength={MAX_FIELD_TEXT}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {suffix ? (
          <span className={styles.affix} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p
        id={messageId}
        className={clsx(
          styles.message,
          error ? styles.error : reading ? styles.readBack : styles.notice,
        )}
        aria-live="polite">
        {message}
      </p>
    </div>
  );
}
