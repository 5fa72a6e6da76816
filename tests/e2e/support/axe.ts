import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

/** The WCAG 2.2 A and AA rule tags (2.0, 2.1 and 2.2 levels). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's browser build, read once per worker. */
let source: string | undefined;
function axeSource(): string {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

const OPTIONS: RunOptions = {
  runOnly: {type: 'tag', values: WCAG_TAGS},
  // Only violations are read, so axe skips gathering the details of every passing node.
  resultTypes: ['violations'],
  // The site's own document is checked; a third-party frame (the booking widget) is not ours
  // to fix, and asking a frame without axe would only wait for it.
  iframes: false,
};

/**
 * axe-core violations on the page, as readable lines (empty when the page passes).
 *
 * axe is evaluated into the document once and run there directly: a second run on the same
 * document (the dark theme after the light one) reuses it. The script is evaluated rather
 * than added as a tag, so the page's Content-Security-Policy does not block it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource());
  const violations = await page.evaluate(async (options) => {
    const {axe} = window as unknown as {
      axe: {run(context: Document, options: RunOptions): Promise<AxeResults>};
    };
    const results = await axe.run(document, options);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'n/a',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        summary: node.failureSummary,
      })),
    }));
  }, OPTIONS);
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.summary ?? violation.help}`,
    ),
  );
}
