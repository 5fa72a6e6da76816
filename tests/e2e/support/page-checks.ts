/**
 * The checks every page gets, run one after the other on a single visit (one navigation per
 * page): tests/e2e/every-page.spec.ts opens each page once and hands the visit to each check.
 * A check that needs another state of the page (the dark theme) changes it in place, so the
 * checks after it see that state; add new per-page checks to PAGE_CHECKS rather than visiting
 * the pages again.
 */
import {gzipSync} from 'node:zlib';
import {expect, type Page, type Response, type TestInfo} from '@playwright/test';
import {JS_BUDGET_KB, isJavaScript, isPrefetchRequest} from '../../../scripts/bundle-budget';
import {axeViolations} from './axe';
import {htmlcsErrors} from './htmlcs';
import {
  clippedButtons,
  horizontalOverflow,
  offCentreHeadings,
  smallButtonText,
  wrappedButtons,
} from './layout';
import {BUNDLE_ATTACHMENT} from './bundle-report';
import {
  SITE_URL,
  settleAnimations,
  trackProblems,
  switchColorMode,
  waitForHydration,
  type PageProblems,
} from './site';

/** What the JavaScript meter saw: same-site scripts fetched, and their gzip size in KB. */
export interface ScriptWeight {
  readonly files: number;
  readonly kb: number;
}

/** One visit of one page, shared by every check. */
export interface PageVisit {
  readonly page: Page;
  readonly route: string;
  readonly response: Response | null;
  readonly problems: PageProblems;
  readonly testInfo: TestInfo;
  /** Gzip size of the same-site JavaScript fetched since the visit began, prefetches excluded. */
  scriptWeight(): Promise<ScriptWeight>;
}

export interface PageCheck {
  /** What the check asserts, in a few words (the test step's title). */
  readonly name: string;
  run(visit: PageVisit): Promise<void>;
}

/** Gzip sizes of script bodies already measured in this worker, by URL (chunks are shared). */
const gzipBytes = new Map<string, number>();

/**
 * Counts the JavaScript a page fetches: every same-site script response from now on, except
 * the speculative prefetches for other routes (as scripts/bundle-budget.ts defines them).
 */
function meterScripts(page: Page, origin: string): () => Promise<ScriptWeight> {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(`${origin}/`) || sizes.has(url)) return;
    if (isPrefetchRequest(response.request().headers())) return;
    if (!isJavaScript(url, response.headers()['content-type'])) return;
    const known = gzipBytes.get(url);
    sizes.set(
      url,
      known !== undefined
        ? Promise.resolve(known)
        : response.body().then((body) => {
            const size = gzipSync(body).length;
            gzipBytes.set(url, size);
            return size;
          }),
    );
  });
  return async () => {
    const bytes = await Promise.all(sizes.values());
    return {files: bytes.length, kb: bytes.reduce((sum, size) => sum + size, 0) / 1000};
  };
}

/** Opens `route` once, with the problem tracker and the JavaScript meter attached first. */
export async function visitPage(page: Page, route: string, testInfo: TestInfo): Promise<PageVisit> {
  const problems = trackProblems(page);
  const origin = new URL(testInfo.project.use.baseURL ?? '').origin;
  const scriptWeight = meterScripts(page, origin);
  const response = await page.goto(route);
  await waitForHydration(page);
  return {page, route, response, problems, testInfo, scriptWeight};
}

/** Runs each check as a named step of the current test. */
export async function runPageChecks(
  visit: PageVisit,
  checks: readonly PageCheck[],
  step: (title: string, body: () => Promise<void>) => Promise<void>,
): Promise<void> {
  for (const check of checks) await step(check.name, () => check.run(visit));
}

export const status: PageCheck = {
  name: 'answers 200',
  async run({response}) {
    expect(response?.status(), 'HTTP status').toBe(200);
  },
};

export const oneHeading: PageCheck = {
  name: 'one visible h1, not empty',
  async run({page}) {
    await expect(page.locator('h1:visible')).toHaveCount(1);
    await expect(page.locator('h1:visible')).not.toBeEmpty();
  },
};

export const metadata: PageCheck = {
  name: 'description, keywords, canonical, Open Graph and Twitter tags',
  async run({page, route}) {
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{30,}/);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}${route === '/' ? '/' : route}`,
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
      await expect(head.locator(`meta[property="${property}"]`), property).toHaveAttribute(
        'content',
        /\S/,
      );
    }
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\//,
    );
  },
};

export const siteStructuredData: PageCheck = {
  name: 'Organization and WebSite structured data',
  async run({page}) {
    const jsonLd = await page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    const types = jsonLd.flatMap((text) => {
      const parsed = JSON.parse(text) as {'@type'?: string | string[]};
      return ([] as string[]).concat(parsed['@type'] ?? []);
    });
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  },
};

export const bundleBudget: PageCheck = {
  name: `at most ${JS_BUDGET_KB} KB of gzip JavaScript before interaction`,
  async run({page, route, scriptWeight, testInfo}) {
    // Everything the page requests on its own has arrived once the network has been quiet
    // for half a second (the visit has no interaction: the colour scheme is the visitor's
    // setting, and switching it fetches nothing).
    await page.waitForLoadState('networkidle');
    const weight = await scriptWeight();
    await testInfo.attach(BUNDLE_ATTACHMENT, {
      body: JSON.stringify({route, ...weight}),
      contentType: 'application/json',
    });
    expect(weight.files, 'scripts fetched').toBeGreaterThan(0);
    expect(weight.kb, 'gzip KB of JavaScript before interaction').toBeLessThanOrEqual(JS_BUDGET_KB);
  },
};

export const axeLight: PageCheck = {
  name: 'no axe violations in light mode',
  async run({page}) {
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await settleAnimations(page);
    expect(await axeViolations(page), 'axe violations (light mode)').toEqual([]);
  },
};

export const htmlcs: PageCheck = {
  name: 'no HTML_CodeSniffer errors (WCAG 2 AA)',
  async run({page}) {
    expect(await htmlcsErrors(page), 'HTML_CodeSniffer errors').toEqual([]);
  },
};

/** The width of the narrowest phone the layout must serve without scrolling sideways. */
export const NARROWEST_VIEWPORT_PX = 320;

export const layout: PageCheck = {
  name: `centred headings centred, button labels on one line and not small, no sideways scroll at ${NARROWEST_VIEWPORT_PX} px`,
  async run({page}) {
    const viewport = page.viewportSize();
    expect.soft(await offCentreHeadings(page), 'centred headings off centre').toEqual([]);
    expect.soft(await wrappedButtons(page), 'button labels over two lines').toEqual([]);
    expect.soft(await smallButtonText(page), 'button labels in small text').toEqual([]);
    await page.setViewportSize({width: NARROWEST_VIEWPORT_PX, height: viewport?.height ?? 800});
    try {
      expect
        .soft(await offCentreHeadings(page), 'centred headings off centre (narrow)')
        .toEqual([]);
      expect.soft(await clippedButtons(page), 'button labels cut off (narrow)').toEqual([]);
      expect(await horizontalOverflow(page), 'sideways overflow').toEqual([]);
    } finally {
      if (viewport) await page.setViewportSize(viewport);
    }
  },
};

export const axeDark: PageCheck = {
  name: 'no axe violations in dark mode',
  async run({page}) {
    await switchColorMode(page, 'dark');
    expect(await axeViolations(page), 'axe violations (dark mode)').toEqual([]);
  },
};

export const noErrors: PageCheck = {
  name: 'no console error or uncaught exception',
  async run({problems}) {
    expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  },
};

/** Every check of an indexed page or a page of the draft edition, in the order they run. */
export const PAGE_CHECKS: readonly PageCheck[] = [
  status,
  oneHeading,
  metadata,
  siteStructuredData,
  axeLight,
  htmlcs,
  axeDark,
  // Last but two: the network has long been quiet by then, so waiting for it costs nothing.
  bundleBudget,
  // After the budget: the narrow viewport could fetch what the wide one did not need.
  layout,
  noErrors,
];

/**
 * The search page, neither indexed nor part of a docs edition, still counts against the
 * bundle budget.
 */
export const OTHER_PAGE_CHECKS: readonly PageCheck[] = [status, bundleBudget];
