import {describe, expect, it} from 'vitest';
import {MEASURED_EVENTS, collectorEndpoint, eventPayload, measurementAllowed} from './events';

describe('measurementAllowed', () => {
  it('allows measurement when the browser says nothing', () => {
    expect(measurementAllowed({})).toBe(true);
    expect(measurementAllowed({globalPrivacyControl: false, doNotTrack: null})).toBe(true);
    expect(measurementAllowed({doNotTrack: '0'})).toBe(true);
  });
  it('is off under Global Privacy Control', () => {
    expect(measurementAllowed({globalPrivacyControl: true})).toBe(false);
  });
  it('is off under Do Not Track, in both spellings browsers used', () => {
    expect(measurementAllowed({doNotTrack: '1'})).toBe(false);
    expect(measurementAllowed({doNotTrack: 'yes'})).toBe(false);
  });
});

describe('eventPayload', () => {
  it('names the event and the page without its query or fragment', () => {
    expect(
      eventPayload(
        'toolCompleted',
        'https://www.site.example/calculate-roi?revenue=40000000&customers=1000#results',
        {tool: 'roiCalculator'},
      ),
    ).toEqual({
      name: MEASURED_EVENTS.toolCompleted.name,
      url: 'https://www.site.example/calculate-roi',
      domain: 'www.site.example',
      props: {tool: 'roiCalculator'},
    });
  });
  it('carries no detail when there is none', () => {
    expect(eventPayload('bookingMade', 'https://www.site.example/book-call')).toEqual({
      name: MEASURED_EVENTS.bookingMade.name,
      url: 'https://www.site.example/book-call',
      domain: 'www.site.example',
    });
  });
});

describe('MEASURED_EVENTS', () => {
  it.each(Object.entries(MEASURED_EVENTS))(
    '%s has a distinct name and says what it measures',
    (key, event) => {
      const others = Object.entries(MEASURED_EVENTS).filter(([other]) => other !== key);
      expect(others.map(([, other]) => other.name)).not.toContain(event.name);
      expect(event.says.length).toBeGreaterThan(10);
    },
  );
});

describe('collectorEndpoint', () => {
  it('reads an absolute http(s) endpoint', () => {
    expect(collectorEndpoint('https://stats.example/api/event').origin).toBe(
      'https://stats.example',
    );
  });
  it('refuses anything else', () => {
    expect(() => collectorEndpoint('/api/event')).toThrow(/absolute URL/);
    expect(() => collectorEndpoint('ftp://stats.example/')).toThrow(/https/);
  });
});
