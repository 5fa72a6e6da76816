/**
 * What a Business Numbers calculator is made of: its inputs (number fields and choices),
 * and a pure `compute` that turns validated numbers into display-ready result lines and,
 * where the benchmark gives bands, a verdict. Rendering lives in
 * `src/components/MetricCalculator`; evaluation in `./evaluate.ts`.
 */
import type {BandTone} from '../bands';
import type {FieldRules} from '../inputs';

export interface NumberInputSpec {
  readonly kind: 'number';
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly prefix?: string;
  readonly suffix?: string;
  /** Arrow-key step (0.1 for rates). */
  readonly step?: number;
  /** Keyboard on touch screens: whole numbers get the numeric pad. */
  readonly inputMode?: 'decimal' | 'numeric';
  readonly rules?: FieldRules;
  /** The worked example's figure, shown when the page loads. */
  readonly example: string;
  /** Blank is allowed: the results that need it are left out. */
  readonly optional?: boolean;
}

export interface ChoiceInputSpec {
  readonly kind: 'choice';
  readonly id: string;
  readonly label: string;
  readonly options: readonly {readonly value: string; readonly label: string}[];
  readonly example: string;
}

export type InputSpec = NumberInputSpec | ChoiceInputSpec;

/** Validated inputs, as `compute` sees them. */
export interface CalculatorValues {
  /** A required number field (always a finite number that met its rules). */
  number(id: string): number;
  /** An optional number field: undefined when left blank. */
  optional(id: string): number | undefined;
  /** A choice (one of its option values). */
  choice(id: string): string;
}

export interface ResultLine {
  readonly label: string;
  /** Formatted for display ("$47,520", "25.0%", "4.2:1"). */
  readonly value: string;
  /** The headline figure of the calculator. */
  readonly primary?: boolean;
}

export interface VerdictRow {
  readonly label: string;
  readonly range: string;
  readonly current: boolean;
}

export interface Verdict {
  /** One sentence: the figure and its band, e.g. "4.2:1 is acceptable". */
  readonly summary: string;
  /** The band's word, e.g. "acceptable". */
  readonly label: string;
  readonly tone: BandTone;
  /** Heading of the list of bands. */
  readonly scaleTitle: string;
  readonly rows: readonly VerdictRow[];
}

export interface Computation {
  readonly lines: readonly ResultLine[];
  readonly verdict?: Verdict;
  /** Extra plain-language remarks under the results. */
  readonly notes?: readonly string[];
  /** Problems found only by comparing fields (e.g. more deals won than quoted), by field id. */
  readonly errors?: Readonly<Record<string, string>>;
}

export interface CalculatorSpec {
  /** The Business Numbers slug of the page that embeds it. */
  readonly slug: string;
  /** Heading of the calculator block. */
  readonly title: string;
  readonly inputs: readonly InputSpec[];
  readonly compute: (values: CalculatorValues) => Computation;
}

export type Evaluation =
  | {
      readonly kind: 'result';
      readonly lines: readonly ResultLine[];
      readonly verdict?: Verdict;
      readonly notes: readonly string[];
    }
  | {
      readonly kind: 'incomplete';
      /** Messages to show beside fields, by field id. */
      readonly errors: Readonly<Record<string, string>>;
      /** Labels of required fields left blank. */
      readonly missing: readonly string[];
    };
