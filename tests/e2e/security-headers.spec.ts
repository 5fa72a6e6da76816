import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {headersForPath, parseHeadersFile} from '../../scripts/security-headers';
import {BUILD_DIR} from './support/routes';
import {waitForHydration} from './support/site';

const rules = parseHeadersFile(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'));

test('every response carries the security headers of build/_headers', async ({request}) => {
  for (const route of ['/', '/commercial-intelligence-glossary', '/no-such-page']) {
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
