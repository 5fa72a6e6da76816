/** Defining a calculator in shared code, and binding it to a docs edition. */
import type {Calculator, CalculatorCore, CalculatorDefinition, ExampleValues} from './types';

/**
 * A calculator definition. The field ids are inferred from `inputs`, so `compute` can only
 * ask for fields the calculator has. `build` receives the benchmarks the calculator judges
 * against (bands, ranges, targets); calculators without any take none.
 */
export function defineCalculator<const Id extends string, Benchmarks = undefined>(
  build: (benchmarks: Benchmarks) => CalculatorCore<Id>,
): CalculatorDefinition<Id, Benchmarks> {
  return build;
}

/** What an edition gives a calculator: its worked example and, if it has any, benchmarks. */
export type CalculatorBinding<Id extends string, Benchmarks> = {
  readonly example: ExampleValues<Id>;
} & ([Benchmarks] extends [undefined]
  ? {readonly benchmarks?: undefined}
  : {readonly benchmarks: Benchmarks});

/** The calculator as one edition shows it. */
export function bindCalculator<Id extends string, Benchmarks>(
  definition: CalculatorDefinition<Id, Benchmarks>,
  binding: CalculatorBinding<Id, Benchmarks>,
): Calculator<Id> {
  return {...definition(binding.benchmarks as Benchmarks), example: binding.example};
}
