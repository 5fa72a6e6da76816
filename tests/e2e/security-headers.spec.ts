import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {headersForPath, parseHeadersFile} from '../../scripts/security-headers';
import {site} from '../../src/config/site';
import {BUILD_DIR} from './support/routes';
import {trackProblems, waitForHydration} from './support/site';

const rules = parseHeadersFile(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'));

test('every response carries the security headers of build/_headers', async ({request}) => {
  for (const route of ['/', '/commercial-intelligence-glossary', '/book-call', '/no-such-page']) {
    const response = await request.get(route);
    const expected = headersForPath(rules, route);
    expect(expected.length).toBeGreaterThan(0);
    for (const [name, value] of expected) {
      expect(response.headers()[name.toLowerCase()], `${name} on ${route}`).toBe(value);
    }
  }
});

test('the policy is enforced: an injected inline script is refused, the theme script runs', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  // The theme's inline colour-mode script ran (its hash is allowed): <html> has a theme.
  await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
  const outcome = await page.evaluate(
    () =>
      new Promise<{ran: boolean; violated: string}>((resolve) => {
        const state = {ran: false, violated: ''};
        (window as unknown as {__injected: () => void}).__injected = () => {
          state.ran = true;
        };
        document.addEventListener('securitypolicyviolation', (event) => {
          state.violated = event.violatedDirective;
        });
        const script = document.createElement('script');
        script.textContent = 'window.__injected()';
        document.body.append(script);
        setTimeout(() => resolve(state), 300);
      }),
  );
  expect(outcome).toEqual({ran: false, violated: 'script-src-elem'});
});

const WIDGET_SCRIPT = site.scheduling.widgetScriptUrl;
const BOOKING_PAGE = site.scheduling.pageUrl;

/** Records the policy violations the document reports, from its first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {__violations: string[]}).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as {__violations: string[]}).__violations);
}

/** Stands in for the provider, which this offline machine cannot reach. */
async function fakeWidget(page: Page): Promise<void> {
  await page.route(WIDGET_SCRIPT, (route) =>
    route.fulfill({contentType: 'text/javascript', body: 'window.__widgetRan = true;'}),
  );
}

test('the scheduling widget is refused on any page but the booking page', async ({page}) => {
  await recordViolations(page);
  await fakeWidget(page);
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.evaluate(
    ({script, frame}) => {
      const element = document.createElement('script');
      element.src = script;
      document.body.append(element);
      const iframe = document.createElement('iframe');
      iframe.src = frame;
      document.body.append(iframe);
    },
    {script: WIDGET_SCRIPT, frame: BOOKING_PAGE},
  );
  await expect
    .poll(() => violations(page))
    .toEqual(
      // Browsers report a refused frame by its origin only.
      expect.arrayContaining([
        `script-src-elem ${WIDGET_SCRIPT}`,
        `frame-src ${new URL(BOOKING_PAGE).origin}`,
      ]),
    );
  expect(await page.evaluate(() => '__widgetRan' in window)).toBe(false);
});

test('the booking page runs the widget, also when reached by an in-app link', async ({page}) => {
  const problems = trackProblems(page);
  await recordViolations(page);
  await fakeWidget(page);
  await page.goto('/pricing');
  await waitForHydration(page);
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: 'Book a Call', exact: true})
    .click();
  await expect(page).toHaveURL(/\/book-call$/);
  // The previous page's policy would refuse the widget: the booking page loads afresh. While
  // it reloads, a question to the old document finds none: ask again.
  const loadedPath = () =>
    page
      .evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname)
      .catch(() => null);
  await expect.poll(loadedPath).toBe('/book-call');
  await page.waitForLoadState('load');
  await expect
    .poll(() => page.evaluate(() => '__widgetRan' in window).catch(() => null))
    .toBe(true);
  expect(await violations(page)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
