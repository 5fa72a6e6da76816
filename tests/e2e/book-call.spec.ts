import {expect, test, type Page} from '@playwright/test';
import {site} from '../../src/config/site';
import {SUBSCRIPTION_BANDS} from '../../src/data/pricing';
import {roiSummary} from '../../src/lib/booking/estimate';
import {ENDPOINT_META} from '../../src/lib/measurement/endpoint';
import {MEASURED_EVENTS, type EventPayload} from '../../src/lib/measurement/events';
import {calculateRoi} from '../../src/lib/roi/calculate';
import {SCHEDULED_EVENT, WIDGET_LOAD_TIMEOUT_MS} from '../../src/lib/scheduling/widget';
import {VIEWPORTS, openMenuIfCollapsed} from './support/marketing';
import {trackProblems, waitForHydration} from './support/site';

const SCRIPT = site.scheduling.widgetScriptUrl;
const widgetScripts = (page: Page) => page.locator(`head script[src="${SCRIPT}"]`);
const FALLBACK = 'The booking calendar could not load.';

/**
 * Stands in for the provider, which this offline machine cannot reach: a widget script that
 * puts the booking page into the inline widget as an untitled frame (and, as the provider's
 * does, offers to draw it again at another address), and a booking page that reports a
 * booking to its parent the way the provider does.
 */
async function fakeProvider(page: Page, bookedMessage: object) {
  await page.route(SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.Calendly = {initInlineWidget({url, parentElement}) {
          const frame = document.createElement('iframe');
          frame.src = url;
          frame.style.width = '100%';
          frame.style.height = '100%';
          parentElement.appendChild(frame);
        }};
        document.querySelectorAll('.calendly-inline-widget').forEach((el) =>
          window.Calendly.initInlineWidget({url: el.dataset.url, parentElement: el}));`,
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

// The worked example of the ROI calculator's summary, opened from its shared link.
const ROI_QUERY = 'revenue=40000000&margin=25&customers=1000&skus=500';
const SUMMARY = roiSummary(
  40_000_000,
  calculateRoi({revenue: 40_000_000, customers: 1_000, skus: 500}, SUBSCRIPTION_BANDS),
);
const bookingCard = (page: Page) =>
  page.getByRole('complementary', {name: 'Pick a time that suits you'});
const widgetFrame = (page: Page) => page.locator('.calendly-inline-widget iframe');
const frameParams = async (page: Page) =>
  new URL((await widgetFrame(page).getAttribute('src')) ?? '').searchParams;
const mailBody = async (page: Page) => {
  const href = await bookingCard(page)
    .getByRole('link', {name: site.salesEmail, exact: true})
    .getAttribute('href');
  return new URL(href ?? '').searchParams.get('body') ?? '';
};

test.describe('book a call: what the visitor brings', () => {
  test('the estimate reaches the booking only when ticked, can be removed, and nothing else leaves the page', async ({
    page,
    baseURL,
  }) => {
    const allowed = new Set([
      new URL(baseURL ?? '').origin,
      new URL(SCRIPT).origin,
      new URL(site.scheduling.pageUrl).origin,
    ]);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && !allowed.has(url.origin)) elsewhere.push(url.href);
    });
    await fakeProvider(page, {event: SCHEDULED_EVENT, payload: {}});
    const bookFromResults = async (tick: boolean) => {
      await page.goto(`/calculate-roi?${ROI_QUERY}`);
      await waitForHydration(page);
      const bring = page.getByRole('checkbox', {name: 'Bring these figures to my call'});
      if (tick) await bring.check();
      await expect(bring).toBeChecked({checked: tick});
      await page.getByRole('link', {name: 'Book Your Demo'}).click();
      await expect(page).toHaveURL(/\/book-call$/);
      await expect(widgetFrame(page)).toHaveCount(1);
    };

    // Unticked by default: the booking goes without it.
    await bookFromResults(false);
    await expect(page.getByTestId('call-estimate')).toHaveCount(0);
    expect((await frameParams(page)).has('a1')).toBe(false);
    expect(await mailBody(page)).not.toContain('Revenue');

    await bookFromResults(true);
    await expect(page.getByTestId('call-estimate')).toContainText(SUMMARY);
    expect((await frameParams(page)).get('a1')).toBe(SUMMARY);
    expect(await mailBody(page)).toContain(SUMMARY);

    // A booking shows what happens next and offers the figures to keep.
    await page.frameLocator('.calendly-inline-widget iframe').getByRole('button').click();
    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation.getByRole('status')).toContainText('Your call is booked.');
    await expect(confirmation.getByRole('heading', {name: 'What happens next'})).toBeVisible();
    const download = page.waitForEvent('download');
    await confirmation.getByRole('button', {name: 'Keep a copy of your figures'}).click();
    expect(await (await download).suggestedFilename()).toMatch(/\.txt$/);

    // Removed before booking, it leaves the widget, the e-mail and this browser.
    await page.reload();
    await waitForHydration(page);
    await expect(widgetFrame(page)).toHaveAttribute('src', /a1=/);
    await page.getByRole('button', {name: 'Remove them'}).click();
    await expect(page.getByTestId('call-estimate')).toHaveCount(0);
    await expect(widgetFrame(page)).toHaveAttribute('src', site.scheduling.pageUrl);
    expect(await mailBody(page)).not.toContain('Revenue');
    await page.reload();
    await waitForHydration(page);
    await expect(widgetFrame(page)).toHaveAttribute('src', site.scheduling.pageUrl);
    await expect(page.getByTestId('call-estimate')).toHaveCount(0);

    // Measurement is not configured in this build: nothing went anywhere but the site and
    // the scheduling provider.
    expect(elsewhere).toEqual([]);
  });

  test('the campaign of the landing address reaches the widget, whichever page it was', async ({
    page,
  }) => {
    const campaign = {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      gclid: 'abc123',
    };
    await fakeProvider(page, {event: SCHEDULED_EVENT, payload: {}});
    await page.goto(`/pricing?${new URLSearchParams(campaign).toString()}`);
    await waitForHydration(page);
    await page.locator('main').getByRole('link', {name: 'Talk to a Commercial Strategist'}).click();
    await expect(page).toHaveURL(/\/book-call$/);
    await expect(widgetFrame(page)).toHaveCount(1);
    const params = await frameParams(page);
    for (const [name, value] of Object.entries(campaign))
      expect(params.get(name), name).toBe(value);
  });
});

test.describe('book a call: measurement', () => {
  const COLLECTOR = 'https://collector.example/api/event';

  /**
   * Serves the build as it would be with measurement configured (the endpoint named in the
   * head, the collector's origin allowed by the policy) and stands in for the collector.
   */
  async function configureMeasurement(page: Page, siteOrigin: string): Promise<EventPayload[]> {
    const events: EventPayload[] = [];
    await page.route(COLLECTOR, async (route) => {
      events.push(JSON.parse(route.request().postData() ?? '{}') as EventPayload);
      await route.fulfill({status: 202, body: 'ok'});
    });
    await page.route(
      (url) => url.origin === siteOrigin,
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const headers = {...response.headers()};
        delete headers['content-encoding'];
        delete headers['content-length'];
        headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
          "connect-src 'self'",
          `connect-src 'self' ${new URL(COLLECTOR).origin}`,
        );
        const body = (await response.text()).replace(
          '</head>',
          `<meta name="${ENDPOINT_META}" content="${COLLECTOR}"></head>`,
        );
        return route.fulfill({response, headers, body});
      },
    );
    return events;
  }

  test('each event of the way to a booking arrives once, without personal data; GPC stops it', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const events = await configureMeasurement(page, origin);
    await fakeProvider(page, {event: SCHEDULED_EVENT, payload: {}});

    await page.goto('/calculate-roi');
    await waitForHydration(page);
    const figures = {
      'Annual Revenue ($)': '40000000',
      'Average Gross Margin (%)': '25',
      '# of Active Customers': '1000',
      '# of SKUs / Product Lines': '500',
    };
    for (const [label, value] of Object.entries(figures)) await page.getByLabel(label).fill(value);
    await page.getByRole('button', {name: 'Calculate'}).click();
    await page.getByRole('button', {name: 'Copy link'}).click();
    await page.getByLabel('Scenario name').fill('Base');
    await page.getByRole('button', {name: 'Save scenario'}).click();
    await page.getByRole('checkbox', {name: 'Bring these figures to my call'}).check();
    await page.getByRole('link', {name: 'Book Your Demo'}).click();
    await expect(widgetFrame(page)).toHaveCount(1);
    const confirm = page.frameLocator('.calendly-inline-widget iframe').getByRole('button');
    await confirm.click();
    await confirm.click();
    await expect(page.getByTestId('booking-confirmation')).toBeVisible();

    const expected = [
      {
        event: MEASURED_EVENTS.toolCompleted.name,
        path: '/calculate-roi',
        props: {tool: 'roiCalculator'},
      },
      {event: MEASURED_EVENTS.shareLinkCopied.name, path: '/calculate-roi'},
      {
        event: MEASURED_EVENTS.scenarioSaved.name,
        path: '/calculate-roi',
        props: {tool: 'roiCalculator'},
      },
      {
        event: MEASURED_EVENTS.bookingPageReached.name,
        path: '/book-call',
        props: {estimate: 'yes'},
      },
      {event: MEASURED_EVENTS.bookingMade.name, path: '/book-call', props: {estimate: 'yes'}},
    ].map(({event, path, props}) => ({
      name: event,
      url: `${origin}${path}`,
      domain: new URL(origin).hostname,
      ...(props ? {props} : {}),
    }));
    await expect.poll(() => events).toEqual(expected);

    // Under Global Privacy Control, the booking page sends nothing.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
    );
    await page.goto('/book-call');
    await expect(widgetFrame(page)).toHaveCount(1);
    expect(events).toHaveLength(expected.length);
  });
});
