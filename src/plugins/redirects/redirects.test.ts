import {describe, expect, it} from 'vitest';
import {redirectPage, redirectsFile} from './index';

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
