/**
 * Resource cards that several industry pages share. The Business Numbers card names the
 * metrics of the page it sits on.
 */
import type {Resource} from './types';

export const ROI_CALCULATOR: Resource = {
  title: 'ROI calculator',
  description:
    'Estimate what recovered margin is worth to your business, from your revenue and margin, in a few minutes.',
  to: '/calculate-roi',
  linkLabel: 'Calculate your ROI',
};

/** The industry use-cases hub; `who` says whose examples it holds. */
export function industryUseCases(who: string): Resource {
  return {
    title: 'Industry use cases',
    description: `See how ${who} put commercial intelligence to work, with a step-by-step roadmap.`,
    to: '/industry-use-cases',
    linkLabel: 'Explore use cases',
  };
}

/** The Business Numbers reference; `metrics` names two metrics of the page ("gross margin, inventory turns"). */
export function businessNumbers(metrics: string): Resource {
  return {
    title: 'Business Numbers',
    description: `Plain-English definitions, formulas and benchmarks for ${metrics} and the other metrics on this page.`,
    to: '/business-numbers',
    linkLabel: 'Browse the metrics',
  };
}
