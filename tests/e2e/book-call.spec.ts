import {expect, test, type Page} from '@playwright/test';
import {site} from '../../src/config/site';
import {WIDGET_LOAD_TIMEOUT_MS} from '../../src/lib/scheduling/widget';
import {VIEWPORTS, openMenuIfCollapsed} from './support/marketing';
import {trackProblems, waitForHydration} from './support/site';

const SCRIPT = site.scheduling.widgetScriptUrl;
const widgetScripts = (page: Page) => page.locator(`head script[src="${SCRIPT}"]`);
const FALLBACK = 'The booking calendar could not load.';

/**
 * Stands in for the provider, which this offline machine cannot reach: a widget script that
 * puts the booking page into the inline widget as an untitled frame, and a booking page that
 * reports a booking to its parent the way the provider does.
 */
async function fakeProvider(page: Page, bookedMessage: object) {
  await page.route(SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `document.querySelectorAll('.calendly-inline-widget').forEach((el) => {
        const frame = document.createElement('iframe');
        frame.src = el.dataset.url;
        frame.style.width = '100%';
        frame.style.height = '100%';
        el.appendChild(frame);
      });`,
    }),
  );
  await page.route(`${new URL(site.scheduling.pageUrl).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Booking</title><body>
        <button id="book">Confirm</button>
        <script>document.getElementById('book').onclick = () =>
          parent.postMessage(${JSON.stringify(bookedMessage)}, '*');</script></body></html>`,
    }),
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`book a call on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    // What the page states (offer, expectations, fit, social proof) is checked over the built
    // HTML in tests/built/marketing.test.ts.
    test('the booking card stays in view beside the text on wide screens only', async ({page}) => {
      await page.goto('/book-call');
      await waitForHydration(page);
      const card = page.getByRole('complementary', {name: 'Pick a time that suits you'});
      await expect(card).toBeVisible();
      await expect(card).toHaveCSS('position', viewport.width >= 997 ? 'sticky' : 'static');
    });

    test('adds the widget script on arrival and shows the manual booking when it cannot load', async ({
      page,
    }) => {
      const problems = trackProblems(page);
      await page.goto('/book-call');
      await waitForHydration(page);
      await expect(widgetScripts(page)).toHaveCount(1);

      const card = page.getByRole('complementary', {name: 'Pick a time that suits you'});
      await expect(card.getByRole('status').filter({hasText: FALLBACK})).toBeVisible();
      await expect(
        card.getByRole('link', {name: 'open the booking page directly'}),
      ).toHaveAttribute('href', site.scheduling.pageUrl);
      await expect(card.getByRole('link', {name: site.salesEmail})).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${site.salesEmail.replace(/\./g, '\\.')}`),
      );
      await expect(card.getByRole('link', {name: /company page/})).toHaveAttribute(
        'href',
        site.companyPageUrl,
      );
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('says so when the widget has not appeared after a few seconds', async ({page}) => {
      // The script request hangs instead of failing: only the timer can notice.
      await page.clock.install();
      await page.route(SCRIPT, () => undefined);
      await page.goto('/book-call');
      await waitForHydration(page);
      const card = page.getByRole('complementary', {name: 'Pick a time that suits you'});
      await expect(card.getByText('Loading the booking calendar…')).toBeVisible();
      const widget = card.locator('.calendly-inline-widget');
      await expect(widget).toHaveAttribute('data-url', site.scheduling.pageUrl);
      await expect(widget).toHaveCSS('min-width', '320px');
      await expect(widget).toHaveCSS('height', '700px');
      expect((await widget.boundingBox())!.width).toBeGreaterThanOrEqual(320);
      await expect(card.getByText(FALLBACK)).toBeHidden();
      await page.clock.fastForward(WIDGET_LOAD_TIMEOUT_MS);
      await expect(card.getByText(FALLBACK)).toBeVisible();
      await expect(card.getByText('Loading the booking calendar…')).toBeHidden();
      await expect(card.getByRole('link', {name: site.salesEmail})).toBeVisible();
    });

    test('removes the widget script after client-side navigation away, and adds it again on return', async ({
      page,
    }) => {
      await page.goto('/book-call');
      await waitForHydration(page);
      await expect(widgetScripts(page)).toHaveCount(1);
      await openMenuIfCollapsed(page);
      await page
        .getByRole('navigation', {name: 'Main'})
        .getByRole('link', {name: 'Pricing', exact: true})
        .filter({visible: true})
        .click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(widgetScripts(page)).toHaveCount(0);

      await page
        .locator('main')
        .getByRole('link', {name: 'Talk to a Commercial Strategist'})
        .click();
      await expect(page).toHaveURL(/\/book-call$/);
      await expect(widgetScripts(page)).toHaveCount(1);
    });
  });
}

// How the page reads the widget's messages does not depend on the window width: checked once.
test.describe('book a call: messages from the booking widget', () => {
  test('a booking reported by the widget is confirmed; the frame gets a title', async ({page}) => {
    await page.clock.install();
    await fakeProvider(page, {event: 'calendly.event_scheduled', payload: {}});
    await page.goto('/book-call');
    await waitForHydration(page);
    const card = page.getByRole('complementary', {name: 'Pick a time that suits you'});
    const frame = card.locator('.calendly-inline-widget iframe');
    await expect(frame).toHaveAttribute('title', /Book a 30-minute call/);
    await expect(card.getByText('Loading the booking calendar…')).toBeHidden();
    await page
      .frameLocator('.calendly-inline-widget iframe')
      .getByRole('button', {name: 'Confirm'})
      .click();
    await expect(card.getByRole('status').filter({hasText: 'Your call is booked.'})).toBeVisible();
    // Even after the load timeout, a rendered widget is not reported as failed.
    await page.clock.fastForward(WIDGET_LOAD_TIMEOUT_MS + 500);
    await expect(card.getByText(FALLBACK)).toBeHidden();
    await expect(card.getByRole('link', {name: site.salesEmail})).toBeVisible();
  });

  test('messages from other origins or of other kinds are not taken as bookings', async ({
    page,
  }) => {
    await fakeProvider(page, {event: 'calendly.date_and_time_selected', payload: {}});
    await page.goto('/book-call');
    await waitForHydration(page);
    // Note each message as it arrives, after the page's own listener has seen it.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, {seenMessages: seen});
      window.addEventListener('message', (message: MessageEvent<{event?: string}>) => {
        seen.push(String(message.data?.event));
      });
    });
    await page
      .frameLocator('.calendly-inline-widget iframe')
      .getByRole('button', {name: 'Confirm'})
      .click();
    await page.evaluate(() =>
      window.postMessage({event: 'calendly.event_scheduled', payload: {}}, '*'),
    );
    await expect
      .poll(() =>
        page.evaluate(() => [...((window as {seenMessages?: string[]}).seenMessages ?? [])].sort()),
      )
      .toEqual(['calendly.date_and_time_selected', 'calendly.event_scheduled']);
    // Both were handled; whatever they changed is drawn within two frames.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
    await expect(page.getByText('Your call is booked.')).toHaveCount(0);
  });
});
