import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The WCAG 2.2 A and AA rule tags (2.0, 2.1 and 2.2 levels). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core violations on the page, as readable lines (empty when the page passes). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips gathering the details of every passing node.
  // (`options` replaces every option, so it comes before `withTags`.)
  // A page without frames is checked by one axe run in the page itself ("legacy mode": one
  // document, so the same results) rather than by partial runs merged in a blank page that
  // axe opens for the purpose, which takes more than twice as long. Pages with frames get
  // the frame-aware mode.
  const results = await new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(WCAG_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`,
    ),
  );
}
