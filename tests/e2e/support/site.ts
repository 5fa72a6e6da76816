import {expect, type ConsoleMessage, type Page} from '@playwright/test';
import {site} from '../../../src/config/site';

export {
  BUILD_DIR,
  SITE_URL,
  builtRoutes,
  UNLISTED_EDITION_PREFIXES,
  builtTitles,
  isRedirectStub,
  sitemapRoutes,
  unlistedEditionRoutes,
} from './routes';

/**
 * Resolves once React has hydrated the page (Docusaurus marks <html>). Hydration waits for the
 * first paint and the entry scripts, which on a busy machine can take longer than the usual
 * five seconds of an expectation.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 15_000});
}

export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
}

/**
 * The browser's report that the third-party scheduling widget's script (on /book-call) did
 * not load. The test machine is offline, so that request always fails; the page handles the
 * failure (it says so and offers manual booking, tested in book-call.spec.ts), but Chromium
 * still logs every failed request as a console error. Only that exact script URL is
 * excluded; any other failed request still fails the checks.
 */
function isOfflineWidgetScript(message: ConsoleMessage): boolean {
  return (
    message.location().url === site.scheduling.widgetScriptUrl &&
    message.text().startsWith('Failed to load resource')
  );
}

/**
 * Collects console errors and uncaught exceptions from now on. `ignore` drops expected
 * messages (for instance the browser's own report of a 404 document).
 */
export function trackProblems(page: Page, ignore: readonly RegExp[] = []): PageProblems {
  const problems: PageProblems = {consoleErrors: [], pageErrors: []};
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isOfflineWidgetScript(message)) return;
    const text = message.text();
    if (ignore.some((pattern) => pattern.test(text))) return;
    problems.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return problems;
}

/**
 * Waits until no CSS transition or animation is running, so colours are the final ones: until
 * each finite one has finished, or has had the time its own timing gives it. A transition on
 * an element the browser is not rendering (inside a `content-visibility: auto` part off
 * screen) does not advance, and its `finished` would keep the test waiting for ever.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const timeLeft = (animation: Animation): number => {
      const timing = animation.effect?.getComputedTiming();
      return Math.max(0, Number(timing?.endTime ?? 0) - Number(timing?.localTime ?? 0));
    };
    const longest = Math.max(0, ...running.map(timeLeft));
    await Promise.race([
      Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
      // One frame more than the longest of them has left to run.
      new Promise((resolve) => setTimeout(resolve, longest + 50)),
    ]);
  });
}

/**
 * Switches the visitor's system colour scheme in place: the site follows it without a
 * reload, so the page keeps its state (filters, results, open dialogs).
 */
export async function switchColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  // Colour transitions are held off while the theme changes, so the new colours apply at
  // once instead of after every fade has run; the sheet that holds them goes once they apply.
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    (window as unknown as {__stillSheet?: CSSStyleSheet}).__stillSheet = still;
  });
  await page.emulateMedia({colorScheme: mode});
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.evaluate(() => {
    const holder = window as unknown as {__stillSheet?: CSSStyleSheet};
    // Reading a style makes the browser apply the new theme before the sheet goes.
    void getComputedStyle(document.body).color;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
      (sheet) => sheet !== holder.__stillSheet,
    );
    delete holder.__stillSheet;
  });
  await settleAnimations(page);
}
