import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  headersForPath,
  inlineScriptHashes,
  inlineScripts,
  parseHeadersFile,
  renderHeadersFile,
  renderNginxSnippet,
  scriptHash,
  securityHeaders,
} from './security-headers';

const inputs = {
  scriptHashes: ["'sha256-abc='"],
  widgetScriptUrl: 'https://assets.scheduler.example/widget.js',
  bookingPageUrl: 'https://scheduler.example/team/30min',
};

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  if (!found) throw new Error(`no ${name} directive`);
  return found.slice(1);
}

describe('inlineScripts', () => {
  it('keeps executable inline scripts, quoted or unquoted attributes', () => {
    const html =
      '<script>one()</script><script type=text/javascript>two()</script>' +
      '<script type="module">three()</script>';
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()']);
  });

  it('skips external scripts, JSON-LD data blocks and empty scripts', () => {
    const html =
      '<script src=/a.js></script><script defer src="/b.js"></script>' +
      '<script type=application/ld+json>{"@type":"Thing"}</script><script> </script>';
    expect(inlineScripts(html)).toEqual([]);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact script text, in CSP syntax', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(scriptHash('alert(1)')).toBe(`'sha256-${expected}'`);
    expect(scriptHash('alert(1) ')).not.toBe(scriptHash('alert(1)'));
  });
});

describe('inlineScriptHashes', () => {
  it('lists each distinct script once, sorted', () => {
    const page = '<script>a()</script><script>b()</script>';
    const hashes = inlineScriptHashes([page, page, '<script>a()</script>']);
    expect(hashes).toEqual([scriptHash('a()'), scriptHash('b()')].sort());
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(inputs);

  it('allows scripts from the site, the listed hashes and the widget origin only', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://assets.scheduler.example',
    ]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('frames only the booking page origin and cannot be framed', () => {
    expect(directive(policy, 'frame-src')).toEqual(['https://scheduler.example']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });
});

describe('header files', () => {
  const headers = securityHeaders(inputs);

  it('include HSTS, nosniff, a referrer policy and a permissions policy', () => {
    const names = headers.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
  });

  it('round-trip through the _headers format', () => {
    const rules = parseHeadersFile(renderHeadersFile(headers));
    expect(headersForPath(rules, '/pricing')).toEqual(headers);
    expect(headersForPath(rules, '/')).toEqual(headers);
  });

  it('give nginx the same values', () => {
    const snippet = renderNginxSnippet(headers);
    for (const [name, value] of headers) {
      expect(snippet).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('match exact paths and prefixes only', () => {
    const rules = parseHeadersFile('/*\n  A: 1\n/only\n  B: 2\n');
    expect(headersForPath(rules, '/only')).toEqual([
      ['A', '1'],
      ['B', '2'],
    ]);
    expect(headersForPath(rules, '/other')).toEqual([['A', '1']]);
  });

  it('reject a header line outside a path block', () => {
    expect(() => parseHeadersFile('  A: 1\n')).toThrow(/Malformed/);
  });
});
