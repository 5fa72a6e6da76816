import {describe, expect, it} from 'vitest';
import {nginxRedirectMap, redirectPage, redirectsFile} from './index';

const redirect = {from: '/old-guide', to: '/new-guide', title: 'The <New> Guide'};

describe('redirectPage', () => {
  const html = redirectPage(redirect, 'https://www.site.example');

  it('refreshes to the target and names it canonical, absolutely', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/new-guide">');
    expect(html).toContain('<link rel="canonical" href="https://www.site.example/new-guide">');
  });

  it('is a complete page with a title and a link, and runs no script', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Moved: The &#60;New&#62; Guide</title>');
    expect(html).toContain('<a href="/new-guide">');
    expect(html).not.toContain('<script');
  });
});

describe('redirectsFile', () => {
  it('writes one permanent redirect a line', () => {
    expect(redirectsFile([redirect, {from: '/a', to: '/b', title: 'B'}])).toBe(
      '/old-guide /new-guide 301\n/a /b 301\n',
    );
  });
});

describe('nginxRedirectMap', () => {
  const text = nginxRedirectMap(['/', '/new-guide', '/Team'], [redirect]);
  const entries = text
    .split('\n')
    .filter((line) => line.startsWith('"'))
    .map((line) => /^"([^"]+)" "([^"]+)";$/.exec(line)?.slice(1));

  it('writes one quoted map entry a line, and nothing else but a comment', () => {
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toHaveLength(
      entries.length,
    );
    expect(entries.every(Boolean)).toBe(true);
  });

  it('maps each page path to itself and its other spellings, folded, to it', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        ['/', '/'],
        ['/index.html', '/'],
        ['/new-guide', '/new-guide'],
        ['/new-guide/', '/new-guide'],
        ['/new-guide.html', '/new-guide'],
        ['/team', '/Team'],
        ['/team/', '/Team'],
      ]),
    );
  });

  it('sends moved paths to their new page', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        ['/old-guide', '/new-guide'],
        ['/old-guide/', '/new-guide'],
      ]),
    );
  });
});
