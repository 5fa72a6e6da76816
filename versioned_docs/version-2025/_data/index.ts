/**
 * Everything this edition says, for tests and build scripts (pages import the module they
 * need directly, so a page carries only its own content).
 */
export {EDITION} from './edition';
export {FIGURES} from './figures';
export * as benchmarks from './benchmarks';
export * as glossary from './glossary';
export {TERMS} from './terms/index';
export {TERM_PAGES} from './terms/pages';
export * as commercialIntelligence101 from './guides/commercialIntelligence101';
export * as commercialIntelligenceGuide from './guides/commercialIntelligenceGuide';
export * as comparison from './guides/comparison';
export * as customerProfitabilityGuide from './guides/customerProfitabilityGuide';
export * as industryUseCases from './guides/industryUseCases';
export * as marginLeaksGuide from './guides/marginLeaksGuide';
export * as pricingStrategyDistributors from './guides/pricingStrategyDistributors';
export * as voiceSearchGuide from './guides/voiceSearchGuide';
export * as whatCausesMarginLeaks from './guides/whatCausesMarginLeaks';
