/** Defining, binding and evaluating Business Numbers calculators. */
export {bindCalculator, defineCalculator, type CalculatorBinding} from './define';
export {evaluateCalculator, exampleTexts} from './evaluate';
export type * from './types';
