/**
 * The ROI calculator's links: a calculation's query string (the visitor's figures, then any
 * assumption changed from the standard), and a comparison of scenarios shared as a link
 * (`/calculate-roi?compare=1z…`), each scenario written as its name and its query string and
 * read back through the same checks as the calculator's own link.
 */
import {comparisonCodec} from '../scenarios/share';
import {assumptionsFromQuery, assumptionsQuery, type RoiAssumptions} from './assumptions';
import {roiQueryString, roiValuesFromQuery, type RoiFormValues} from './form';
import type {RoiScenario} from './record';

/** The address's query string of a scenario: its figures, then any assumption changed. */
export function scenarioQuery(values: RoiFormValues, assumptions: RoiAssumptions): string {
  return [roiQueryString(values), assumptionsQuery(assumptions)].filter(Boolean).join('&');
}

/**
 * A scenario's figures and assumptions read back from its query string, with the checks the
 * calculator applies to a link; null when they do not make a calculation.
 */
function fromQuery(query: string): Pick<RoiScenario, 'values' | 'assumptions'> | null {
  const values = roiValuesFromQuery(query);
  const assumptions = assumptionsFromQuery(query);
  return values && assumptions ? {values, assumptions} : null;
}

/** A scenario as a comparison link holds it: its name, figures and assumptions. */
export type SharedScenario = Pick<RoiScenario, 'name' | 'values' | 'assumptions'>;

/**
 * A comparison shared as a link: two to four scenarios, each written as its name and its
 * query string (`[["Base","revenue=5000000&…"],["Growth","revenue=20000000&…&recoveryRate=1"]]`),
 * and read back through the same checks as the calculator's own link.
 */
export const ROI_COMPARISON_SHARE = comparisonCodec<SharedScenario>({
  toCompact: (scenario) => [scenario.name, scenarioQuery(scenario.values, scenario.assumptions)],
  fromCompact: (compact) => {
    if (!Array.isArray(compact) || compact.length !== 2) return null;
    const [name, query] = compact as unknown[];
    if (typeof name !== 'string' || typeof query !== 'string') return null;
    const read = fromQuery(query);
    return read ? {name, ...read} : null;
  },
});
