import React, {type ReactNode, useId, useMemo, useState} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import NoScriptNotice from '@site/src/components/NoScriptNotice';
import NumberField from '@site/src/components/NumberField';
// Only the evaluator and types: each page imports its own calculator, so a page's bundle
// carries one calculator (each calculator is a module of its own) rather than all of them.
import {evaluateCalculator, exampleTexts} from '@site/src/lib/metrics/calculators/evaluate';
import type {ChoiceInputSpec, Evaluation, Verdict} from '@site/src/lib/metrics/calculators/types';
import type {TermPage} from '@site/src/lib/businessNumbers/page';
import type {BandTone} from '@site/src/lib/metrics/bands';
import script from '@site/src/css/script.module.css';
import tones from '@site/src/css/tones.module.css';
import styles from './styles.module.css';

export interface MetricCalculatorProps {
  /** The page's term module: its calculator, bound to the edition's benchmarks and example. */
  readonly term: TermPage;
}

/** Id of the calculator's heading: one calculator per page, and a readable anchor. */
const HEADING_ID = 'calculator';

interface ChoiceFieldProps {
  readonly input: ChoiceInputSpec;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

function ChoiceField({input, value, onChange}: ChoiceFieldProps): ReactNode {
  const id = useId();
  return (
    <div className={styles.choice}>
      <label htmlFor={id} className={styles.choiceLabel}>
        {input.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}>
        {input.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The colour of each verdict: within the healthy range reads as information. */
const TONE_CLASS: Readonly<Record<BandTone, string | undefined>> = {
  positive: tones.positive,
  neutral: tones.info,
  caution: tones.warning,
  negative: tones.negative,
};

function VerdictBlock({verdict}: {readonly verdict: Verdict}): ReactNode {
  return (
    <div className={clsx(styles.verdict, TONE_CLASS[verdict.tone])}>
      <p className={styles.verdictSummary} role="status">
        <span className={styles.verdictLabel}>{verdict.label}</span>
        <span>{verdict.summary}.</span>
      </p>
      <p className={styles.scaleTitle}>{verdict.scaleTitle}</p>
      <ul className={styles.scale}>
        {verdict.rows.map((row) => (
          <li
            key={`${row.label}-${row.range}`}
            className={clsx(styles.scaleRow, row.current && styles.scaleRowCurrent)}
            aria-current={row.current ? 'true' : undefined}>
            <span className={styles.scaleLabel}>{row.label}</span>
            <span className={styles.scaleRange}>{row.range}</span>
            {row.current ? <span className={styles.youMarker}>Your result</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Results({evaluation}: {readonly evaluation: Evaluation}): ReactNode {
  if (evaluation.kind === 'incomplete') {
    return (
      <p className={styles.waiting} role="status">
        {evaluation.missing.length > 0 &&
        evaluation.missing.length === Object.keys(evaluation.errors).length
          ? `Fill in ${evaluation.missing.join(', ')} to see the result.`
          : 'Check the highlighted fields to see the result.'}
      </p>
    );
  }
  return (
    <>
      <dl className={styles.lines}>
        {evaluation.lines.map((line) => (
          <div key={line.label} className={clsx(styles.line, line.primary && styles.primary)}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {evaluation.verdict ? <VerdictBlock verdict={evaluation.verdict} /> : null}
      {evaluation.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </>
  );
}

/**
 * The live calculator of a Business Numbers page: the reader's own figures in, the result
 * and, where the benchmark has bands, the band it falls in. It starts on the page's worked
 * example (the same in the static HTML and the first client render) and recomputes on
 * every keystroke; bad input gets a message beside its field, never a NaN.
 */
export default function MetricCalculator({term}: MetricCalculatorProps): ReactNode {
  const spec = term.calculator;
  const initial = useMemo(() => exampleTexts(spec), [spec]);
  const [texts, setTexts] = useState<Record<string, string>>(initial);
  const headingId = HEADING_ID;
  const evaluation = useMemo(() => evaluateCalculator(spec, texts), [spec, texts]);
  const errors = evaluation.kind === 'incomplete' ? evaluation.errors : {};
  const set = (id: string) => (value: string) => setTexts((current) => ({...current, [id]: value}));
  const isExample = spec.inputs.every((input) => texts[input.id] === initial[input.id]);

  return (
    <section className={styles.calculator} aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} className={styles.title}>
        {spec.title}
      </Heading>
      <p className={styles.intro}>
        It starts with the worked example above. Type your own figures: the result updates as you
        go, and nothing leaves your browser.
      </p>
      <NoScriptNotice subject="This calculator">
        <p>
          Its fields and result show the worked example above. To work out your own figures, follow
          the formula and the worked example by hand.
        </p>
      </NoScriptNotice>
      <div className={styles.body}>
        {/* Fields that update the result as they are typed: a group, not a form, since there
            is nothing to submit. */}
        <div className={styles.fields} role="group" aria-label="Your figures">
          {spec.inputs.map((input) =>
            input.kind === 'choice' ? (
              <ChoiceField
                key={input.id}
                input={input}
                value={texts[input.id] ?? initial[input.id] ?? ''}
                onChange={set(input.id)}
              />
            ) : (
              <NumberField
                key={input.id}
                label={input.optional ? `${input.label} (optional)` : input.label}
                name={input.id}
                value={texts[input.id] ?? ''}
                onChange={set(input.id)}
                prefix={input.prefix}
                suffix={input.suffix}
                step={input.step}
                inputMode={input.inputMode}
                hint={input.hint}
                error={errors[input.id]}
              />
            ),
          )}
          <button
            type="button"
            className={clsx('button button--secondary', styles.reset, script.needsScript)}
            disabled={isExample}
            onClick={() => setTexts(initial)}>
            Reset to the worked example
          </button>
        </div>
        <div className={styles.results}>
          <p className={styles.resultsTitle}>Your result</p>
          <Results evaluation={evaluation} />
        </div>
      </div>
    </section>
  );
}
