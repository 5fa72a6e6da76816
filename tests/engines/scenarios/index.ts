/** Every engine scenario, in the order the suite runs them. */
import {DOCS_SCENARIOS} from './docs';
import {MARKETING_SCENARIOS} from './marketing';
import type {Scenario} from './scenario';
import {SITE_SCENARIOS} from './site';
import {TOOL_SCENARIOS} from './tools';

export const SCENARIOS: readonly Scenario[] = [
  ...SITE_SCENARIOS,
  ...MARKETING_SCENARIOS,
  ...TOOL_SCENARIOS,
  ...DOCS_SCENARIOS,
];
