/** The building blocks of the guide, reference and hub docs, for use from MDX. */
export {default as GuideCards} from './Cards';
export {default as GuideSteps, Roadmap} from './Steps';
export {default as MetricTable} from './MetricTable';
export {default as DataTable} from './DataTable';
export {default as Causes} from './Causes';
export {default as LearningModules} from './LearningModules';
export {default as ComparisonTable} from './ComparisonTable';
export {default as GuideActions} from './Actions';
export {default as GuidePageData} from './PageData';
export {default as SampleAnswers, SPEAKABLE_SELECTOR} from './SampleAnswers';
export {ModuleMeta, ModuleNav} from './Module';
