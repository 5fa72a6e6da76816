/**
 * What a Business Numbers calculator is made of. Shared code defines each calculator: its
 * inputs (number fields and choices) and a pure `compute` that turns validated numbers into
 * display-ready result lines and, where the benchmark gives bands, a verdict. A docs edition
 * binds the definition to what the edition says: the benchmarks it judges against and the
 * worked example it starts with. Field ids are a string union per calculator, so a compute
 * that asks for a field the calculator does not have, or an example that misses one, does
 * not compile. Rendering lives in `src/components/MetricCalculator`; evaluation in
 * `./evaluate.ts`.
 */
import type {BandTone} from '../bands';
import type {FieldRules} from '../inputs';

export interface NumberInputSpec<Id extends string = string> {
  readonly kind: 'number';
  readonly id: Id;
  readonly label: string;
  readonly hint?: string;
  readonly prefix?: string;
  readonly suffix?: string;
  /** Arrow-key step (0.1 for rates). */
  readonly step?: number;
  /** Keyboard on touch screens: whole numbers get the numeric pad. */
  readonly inputMode?: 'decimal' | 'numeric';
  readonly rules?: FieldRules;
  /** Blank is allowed: the results that need it are left out. */
  readonly optional?: boolean;
}

export interface ChoiceInputSpec<Id extends string = string> {
  readonly kind: 'choice';
  readonly id: Id;
  readonly label: string;
  readonly options: readonly {readonly value: string; readonly label: string}[];
}

export type InputSpec<Id extends string = string> = NumberInputSpec<Id> | ChoiceInputSpec<Id>;

/** Validated inputs, as `compute` sees them. */
export interface CalculatorValues<Id extends string = string> {
  /** A required number field (always a finite number that met its rules). */
  number(id: Id): number;
  /** An optional number field: undefined when left blank. */
  optional(id: Id): number | undefined;
  /** A choice (one of its option values). */
  choice(id: Id): string;
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

export interface Computation<Id extends string = string> {
  readonly lines: readonly ResultLine[];
  readonly verdict?: Verdict;
  /** Extra plain-language remarks under the results. */
  readonly notes?: readonly string[];
  /** Problems found only by comparing fields (e.g. more deals won than quoted), by field id. */
  readonly errors?: Readonly<Partial<Record<Id, string>>>;
}

/**
 * The figures a calculator starts with, one per field: a number for a number field (shown
 * with thousands separators), an option value for a choice. Optional fields may be left out
 * and then start blank.
 */
export type ExampleValues<Id extends string> = Readonly<Partial<Record<Id, number | string>>>;

/** The parts of a calculator that do not depend on an edition's worked example. */
export interface CalculatorCore<Id extends string> {
  /** Heading of the calculator block. */
  readonly title: string;
  readonly inputs: readonly InputSpec<Id>[];
  readonly compute: (values: CalculatorValues<Id>) => Computation<Id>;
}

/**
 * A calculator as shared code defines it: given the benchmarks an edition publishes, its
 * title, inputs and arithmetic.
 */
export type CalculatorDefinition<Id extends string, Benchmarks> = (
  benchmarks: Benchmarks,
) => CalculatorCore<Id>;

/** A calculator bound to one edition: its benchmarks applied and its worked example set. */
export interface Calculator<Id extends string = string> extends CalculatorCore<Id> {
  readonly example: ExampleValues<Id>;
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
