/**
 * Resource cards that several industry pages share. The Business Numbers card names two
 * metrics of the released edition that matter to the page it sits on.
 */
import {RELEASED_TERMS} from '@site/src/data/releasedEdition';
import type {SlugOf} from '@site/src/lib/businessNumbers/registry';
import {joinList} from '@site/src/lib/text/list';
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

/** A term the released edition publishes. */
type ReleasedSlug = SlugOf<typeof RELEASED_TERMS>;

/**
 * The Business Numbers reference of the released edition (the one the card links to), naming
 * two of its terms that matter to the page; a slug the edition does not publish fails the build.
 */
export function businessNumbers(slugs: readonly [ReleasedSlug, ReleasedSlug]): Resource {
  const names = slugs.map((slug) => RELEASED_TERMS.term(slug).title);
  return {
    title: 'Business Numbers',
    description: `Plain-English definitions, formulas and a calculator for each of ${RELEASED_TERMS.terms.length} commercial metrics, among them ${joinList(names)}.`,
    to: '/business-numbers',
    linkLabel: 'Browse the metrics',
  };
}
