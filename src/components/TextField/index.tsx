import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import type {NumberFieldProps} from '@site/src/components/NumberField';
import fieldStyles from '@site/src/components/NumberField/styles.module.css';
import styles from './styles.module.css';
import {MAX_FIELD_TEXT} from '@site/src/lib/text/limits';

export interface TextFieldProps extends Pick<
  NumberFieldProps,
  | 'label'
  | 'value'
  | 'onChange'
  | 'id'
  | 'name'
  | 'hint'
  | 'placeholder'
  | 'autoComplete'
  | 'className'
> {
  /** A text area of this many rows instead of a one-line input. */
  readonly rows?: number;
  /** Longest text the field takes (every field takes at most MAX_FIELD_TEXT). */
  readonly maxLength?: number;
  /** Hide the label visually (it stays the field's accessible name). */
  readonly hideLabel?: boolean;
}

/** A labelled text input or text area with optional help text, styled like NumberField. */
export default function TextField({
  label,
  value,
  onChange,
  id,
  name,
  hint,
  placeholder,
  rows,
  maxLength = MAX_FIELD_TEXT,
  autoComplete = 'off',
  hideLabel = false,
  className,
}: TextFieldProps): ReactNode {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const shared = {
    id: inputId,
    name,
    value,
    placeholder,
    maxLength,
    autoComplete,
    className: styles.input,
    'aria-describedby': hint ? hintId : undefined,
  };
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={hideLabel ? undefined : fieldStyles.label}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
