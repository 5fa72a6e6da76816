/**
 * The building blocks of a Business Numbers term page, for one import line in each MDX file.
 */
export {default as Benchmarks} from '@site/src/components/Benchmarks';
export {default as BusinessNumbersBackLink} from '@site/src/components/BusinessNumbersBackLink';
export {default as Formula} from '@site/src/components/Formula';
export {default as MetricCalculator} from '@site/src/components/MetricCalculator';
export {default as TermActions} from '@site/src/components/TermActions';
