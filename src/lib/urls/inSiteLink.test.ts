import {describe, expect, it} from 'vitest';
import {offlineMessage, opensAnotherPage, type LinkClick} from './inSiteLink';

const click = (change: Partial<LinkClick>): LinkClick => ({
  href: 'https://site.example/pricing',
  target: '',
  download: false,
  button: 0,
  modified: false,
  current: 'https://site.example/customer-segmentation-guide?share=1z',
  ...change,
});

describe('opensAnotherPage', () => {
  it('is true for a plain click on a link to another page of the site', () => {
    expect(opensAnotherPage(click({}))).toBe(true);
    expect(
      opensAnotherPage(click({href: 'https://site.example/customer-segmentation-guide'})),
    ).toBe(true);
    expect(opensAnotherPage(click({target: '_self'}))).toBe(true);
  });

  it('is false for a section of this page, another site, a download, a new tab or a modified click', () => {
    expect(
      opensAnotherPage(
        click({href: 'https://site.example/customer-segmentation-guide?share=1z#how'}),
      ),
    ).toBe(false);
    expect(opensAnotherPage(click({href: 'https://other.example/pricing'}))).toBe(false);
    expect(opensAnotherPage(click({href: 'mailto:sales@site.example'}))).toBe(false);
    expect(opensAnotherPage(click({download: true}))).toBe(false);
    expect(opensAnotherPage(click({target: '_blank'}))).toBe(false);
    expect(opensAnotherPage(click({modified: true}))).toBe(false);
    expect(opensAnotherPage(click({button: 1}))).toBe(false);
    expect(opensAnotherPage(click({href: 'not a url'}))).toBe(false);
  });
});

describe('offlineMessage', () => {
  it('names the page the link leads to, and says the visitor stays', () => {
    expect(offlineMessage('  Pricing\n ')).toBe(
      'You are offline: “Pricing” needs a connection to open. You are still on this page, and nothing on it is lost.',
    );
    expect(offlineMessage('')).toMatch(/^You are offline: That page needs a connection/);
  });
});
