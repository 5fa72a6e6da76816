import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {
  SCHEDULED_EVENT,
  WIDGET_LOAD_TIMEOUT_MS,
  isBookingMessage,
  loadedAtCurrentPath,
  needsFreshLoad,
  providerEventName,
  widgetOrigin,
} from './widget';

const PAGE = 'https://calendly.example/marginscope/30min';

describe('widgetOrigin', () => {
  it('is the origin of the booking page', () => {
    expect(widgetOrigin(PAGE)).toBe('https://calendly.example');
    expect(widgetOrigin(site.scheduling.pageUrl)).toMatch(/^https:\/\//);
  });
  it('is null for a page address that is not a URL', () => {
    expect(widgetOrigin('not a url')).toBeNull();
  });
});

describe('providerEventName', () => {
  it("reads the provider's event names", () => {
    expect(providerEventName({event: 'calendly.event_scheduled', payload: {}})).toBe(
      SCHEDULED_EVENT,
    );
    expect(providerEventName({event: 'calendly.page_height'})).toBe('calendly.page_height');
  });
  it('ignores other messages', () => {
    expect(providerEventName('calendly.event_scheduled')).toBeNull();
    expect(providerEventName(null)).toBeNull();
    expect(providerEventName({event: 42})).toBeNull();
    expect(providerEventName({event: 'something.else'})).toBeNull();
    expect(providerEventName({type: 'calendly.event_scheduled'})).toBeNull();
  });
});

describe('isBookingMessage', () => {
  const booked = {event: SCHEDULED_EVENT, payload: {}};
  it('is true for the scheduled event from the booking page origin', () => {
    expect(isBookingMessage('https://calendly.example', booked, PAGE)).toBe(true);
  });
  it('is false from any other origin, even with the right data', () => {
    expect(isBookingMessage('https://evil.example', booked, PAGE)).toBe(false);
    expect(isBookingMessage('http://calendly.example', booked, PAGE)).toBe(false);
    expect(isBookingMessage('https://calendly.example', booked, 'not a url')).toBe(false);
  });
  it('is false for the widget’s other events', () => {
    expect(
      isBookingMessage(
        'https://calendly.example',
        {event: 'calendly.date_and_time_selected'},
        PAGE,
      ),
    ).toBe(false);
  });
  it('waits a few seconds before giving up on the widget', () => {
    expect(WIDGET_LOAD_TIMEOUT_MS).toBeGreaterThanOrEqual(3000);
    expect(WIDGET_LOAD_TIMEOUT_MS).toBeLessThanOrEqual(10000);
  });
});

describe('loadedAtCurrentPath', () => {
  const here = 'https://site.example/book-call?ref=nav#calendar';

  it('is true when the document was loaded at this path, whatever the query or fragment', () => {
    expect(loadedAtCurrentPath('https://site.example/book-call', here)).toBe(true);
  });

  it('is false after an in-app navigation from another page', () => {
    expect(loadedAtCurrentPath('https://site.example/pricing', here)).toBe(false);
    expect(loadedAtCurrentPath('https://site.example/no-such-page', here)).toBe(false);
  });

  it('takes the document to be here when the browser does not say', () => {
    expect(loadedAtCurrentPath(undefined, here)).toBe(true);
  });
});

describe('needsFreshLoad', () => {
  const here = 'https://site.example/book-call?utm_source=x';

  it('is false when the document was loaded here', () => {
    expect(needsFreshLoad('https://site.example/book-call', here, null)).toBe(false);
  });

  it('is true after an in-app navigation from another page', () => {
    expect(needsFreshLoad('https://site.example/pricing', here, null)).toBe(true);
    expect(needsFreshLoad('https://site.example/pricing', here, '/about')).toBe(true);
  });

  it('is false once the page has reloaded for this path, so it never loops', () => {
    expect(needsFreshLoad('https://site.example/pricing', here, '/book-call')).toBe(false);
  });
});
