/**
 * Every industry landing page, keyed by slug. Pages import their own module directly (so
 * each page ships only its own content); this map is for lists and tests.
 */
import {construction} from './construction';
import {distribution} from './distribution';
import {manufacturing} from './manufacturing';
import type {Industry, IndustrySlug} from './types';
import {wholesale} from './wholesale';

export {INDUSTRY_SLUGS, industryRoute} from './types';
export type * from './types';

export const INDUSTRIES: Readonly<Record<IndustrySlug, Industry>> = {
  manufacturing,
  wholesale,
  distribution,
  construction,
};
