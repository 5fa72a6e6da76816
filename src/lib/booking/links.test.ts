import {describe, expect, it} from 'vitest';
import {bookingMailBody, mailtoWithBody, widgetUrl} from './links';

const PAGE = 'https://calendly.example/marginscope/30min';
const SUMMARY = 'Revenue $40,000,000 · estimated value $882,500 a year · 24.5x';

describe('widgetUrl', () => {
  it('is the booking page itself when there is nothing to pass on', () => {
    expect(widgetUrl(PAGE, {})).toBe(PAGE);
    expect(widgetUrl(PAGE, {summary: null, campaign: {}})).toBe(PAGE);
  });

  it('prefills the first answer with the summary, encoded', () => {
    const url = widgetUrl(PAGE, {summary: SUMMARY});
    expect(url).toBe(
      `${PAGE}?a1=Revenue+%2440%2C000%2C000+%C2%B7+estimated+value+%24882%2C500+a+year+%C2%B7+24.5x`,
    );
    expect(new URL(url).searchParams.get('a1')).toBe(SUMMARY);
  });

  it('passes the campaign parameters after the summary', () => {
    expect(
      widgetUrl(PAGE, {summary: 'Revenue $1', campaign: {utm_source: 'news', gclid: 'abc'}}),
    ).toBe(`${PAGE}?a1=Revenue+%241&utm_source=news&gclid=abc`);
  });

  it("keeps the page's own parameters and replaces those given again", () => {
    expect(widgetUrl(`${PAGE}?hide_gdpr_banner=1&a1=old`, {summary: 'new'})).toBe(
      `${PAGE}?hide_gdpr_banner=1&a1=new`,
    );
  });
});

describe('bookingMailBody', () => {
  it('asks for times, then gives the summary when there is one', () => {
    expect(bookingMailBody(SUMMARY)).toBe(
      `Two or three times that suit me:\n\n\n\nFigures to start from:\n${SUMMARY}`,
    );
  });
  it('asks for times alone without a summary', () => {
    expect(bookingMailBody(null)).toBe('Two or three times that suit me:\n\n');
  });
});

describe('mailtoWithBody', () => {
  it('encodes the subject and body so line breaks and symbols survive', () => {
    expect(mailtoWithBody('sales@x.example', 'Book a call', 'a & b\n$1 · 2')).toBe(
      'mailto:sales@x.example?subject=Book%20a%20call&body=a%20%26%20b%0A%241%20%C2%B7%202',
    );
  });
});
