/**
 * The building blocks of a Business Numbers term page, for one import line in each MDX file.
 * Each takes the page's term module (`_data/terms/<slug>.ts` of the edition).
 */
export {default as Benchmarks} from '@site/src/components/Benchmarks';
export {Formulas} from '@site/src/components/Formula';
export {default as MetricCalculator} from '@site/src/components/MetricCalculator';
export {default as RelatedTerms} from '@site/src/components/RelatedTerms';
export {default as TermActions} from '@site/src/components/TermActions';
export {default as TermHeader} from '@site/src/components/TermHeader';
