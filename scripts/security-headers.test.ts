import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  REPORT_GROUP,
  contentSecurityPolicy,
  headersForPath,
  inlineScriptHashes,
  inlineScripts,
  parseHeadersFile,
  renderHeadersFile,
  renderNginxSnippet,
  reportEndpoint,
  scriptHash,
  securityHeaderRules,
  securityHeaders,
  strictTransportSecurity,
  type SecuritySettings,
} from './security-headers';

const HASHES = ["'sha256-abc='"];
const WIDGET = {
  widgetScriptUrl: 'https://assets.scheduler.example/widget.js',
  pageUrl: 'https://scheduler.example/team/30min',
  bookingPagePath: '/book-call',
};
const SECURITY: SecuritySettings = {
  cspReportUrl: null,
  hsts: {maxAgeSeconds: 63_072_000, includeSubDomains: false, preload: false},
};
const REPORTS = 'https://reports.example/csp';

function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found?.slice(1);
}

function header(headers: readonly (readonly [string, string])[], name: string): string[] {
  return headers.filter(([key]) => key.toLowerCase() === name.toLowerCase()).map(([, v]) => v);
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
  const everywhere = contentSecurityPolicy({scriptHashes: HASHES});
  const booking = contentSecurityPolicy({scriptHashes: HASHES, widget: WIDGET});

  it('allows scripts from the site and the listed hashes only, never inline or eval', () => {
    expect(directive(everywhere, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(everywhere).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(booking).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('names neither widget origin where there is no widget, and frames nothing', () => {
    expect(everywhere).not.toContain('scheduler.example');
    expect(directive(everywhere, 'frame-src')).toEqual(["'none'"]);
  });

  it("allows the widget's script and styles and frames its booking page where it is shown", () => {
    expect(directive(booking, 'script-src')).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://assets.scheduler.example',
    ]);
    expect(directive(booking, 'style-src')).toContain('https://assets.scheduler.example');
    expect(directive(booking, 'frame-src')).toEqual(['https://scheduler.example']);
  });

  it('cannot be framed, embeds no plugins and keeps the base URL', () => {
    for (const policy of [everywhere, booking]) {
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    }
  });

  it('asks for no reports unless an endpoint is set', () => {
    expect(directive(everywhere, 'report-uri')).toBeUndefined();
    expect(directive(everywhere, 'report-to')).toBeUndefined();
    const reported = contentSecurityPolicy({scriptHashes: HASHES, reportUrl: REPORTS});
    expect(directive(reported, 'report-uri')).toEqual([REPORTS]);
    expect(directive(reported, 'report-to')).toEqual([REPORT_GROUP]);
  });
});

describe('reportEndpoint', () => {
  it('keeps an absolute http(s) URL', () => {
    expect(reportEndpoint(REPORTS)).toBe(REPORTS);
  });

  it('refuses what is not one, or would break the header', () => {
    expect(() => reportEndpoint('/csp-reports')).toThrow(/absolute URL/);
    expect(() => reportEndpoint('mailto:security@site.example')).toThrow(/https/);
    expect(() => reportEndpoint('https://reports.example/a;b')).toThrow(/semicolons/);
    expect(() => reportEndpoint('https://reports.example/a,b')).toThrow(/commas/);
  });
});

describe('strictTransportSecurity', () => {
  it('says only max-age by default', () => {
    expect(strictTransportSecurity(SECURITY.hsts)).toBe('max-age=63072000');
  });

  it('adds includeSubDomains and preload only where they are true', () => {
    const hsts = SECURITY.hsts;
    expect(strictTransportSecurity({...hsts, includeSubDomains: true})).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(strictTransportSecurity({...hsts, includeSubDomains: true, preload: true})).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });

  it('refuses preload without what the preload list requires', () => {
    const hsts = SECURITY.hsts;
    expect(() => strictTransportSecurity({...hsts, preload: true})).toThrow(/includeSubDomains/);
    expect(() =>
      strictTransportSecurity({maxAgeSeconds: 86_400, includeSubDomains: true, preload: true}),
    ).toThrow(/max-age/);
    expect(() => strictTransportSecurity({...hsts, maxAgeSeconds: -1})).toThrow(/whole number/);
  });
});

describe('securityHeaders', () => {
  it('include the policy, HSTS, nosniff, a referrer policy and a permissions policy', () => {
    const names = securityHeaders({scriptHashes: HASHES}, SECURITY).map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    expect(names).not.toContain('Reporting-Endpoints');
  });

  it('name the report endpoint when one is set', () => {
    const headers = securityHeaders({scriptHashes: HASHES, reportUrl: REPORTS}, SECURITY);
    expect(header(headers, 'Reporting-Endpoints')).toEqual([`${REPORT_GROUP}="${REPORTS}"`]);
  });
});

describe('header rules', () => {
  const rules = securityHeaderRules(HASHES, WIDGET, SECURITY);
  const policies = (path: string) => header(headersForPath(rules, path), 'Content-Security-Policy');

  it('give every path one policy, which allows the widget on the booking page only', () => {
    for (const path of ['/', '/pricing', '/book-call/', '/Book-Call', '/book-call/x', '/no-such']) {
      expect(policies(path), path).toEqual([contentSecurityPolicy({scriptHashes: HASHES})]);
    }
    expect(policies('/book-call')).toEqual([
      contentSecurityPolicy({scriptHashes: HASHES, widget: WIDGET}),
    ]);
  });

  it('give the booking page every other header too', () => {
    const booking = headersForPath(rules, '/book-call')
      .map(([name]) => name)
      .sort();
    const other = headersForPath(rules, '/pricing')
      .map(([name]) => name)
      .sort();
    expect(booking).toEqual(other);
  });

  it('carry the report endpoint on every page when set', () => {
    const reported = securityHeaderRules(HASHES, WIDGET, {...SECURITY, cspReportUrl: REPORTS});
    for (const path of ['/pricing', '/book-call']) {
      const headers = headersForPath(reported, path);
      expect(header(headers, 'Reporting-Endpoints'), path).toHaveLength(1);
      expect(header(headers, 'Content-Security-Policy')[0], path).toContain(
        `report-uri ${REPORTS}`,
      );
    }
  });

  it('allow requests to the measurement collector on every page when one is set, and only then', () => {
    const collector = 'https://stats.example/api/event';
    const measured = securityHeaderRules(HASHES, WIDGET, SECURITY, collector);
    const connect = (headers: ReturnType<typeof headersForPath>) =>
      header(headers, 'Content-Security-Policy')[0]
        ?.split('; ')
        .find((directive) => directive.startsWith('connect-src'));
    for (const path of ['/pricing', '/book-call']) {
      expect(connect(headersForPath(measured, path)), path).toBe(
        "connect-src 'self' https://stats.example",
      );
      expect(connect(headersForPath(rules, path)), path).toBe("connect-src 'self'");
      // Nothing but the collector's origin is added.
      const without = (policy: string | undefined) => policy?.replace(' https://stats.example', '');
      expect(without(header(headersForPath(measured, path), 'Content-Security-Policy')[0])).toBe(
        header(headersForPath(rules, path), 'Content-Security-Policy')[0],
      );
    }
    expect(securityHeaderRules(HASHES, WIDGET, SECURITY, null)).toEqual(rules);
  });

  it('refuse a collector endpoint that is not an absolute http(s) URL', () => {
    expect(() => securityHeaderRules(HASHES, WIDGET, SECURITY, 'stats.example')).toThrow(
      /absolute URL/,
    );
  });

  it('refuse a booking page path a host could not match', () => {
    expect(() =>
      securityHeaderRules(HASHES, {...WIDGET, bookingPagePath: 'book-call'}, SECURITY),
    ).toThrow(/not a page path/);
  });
});

describe('_headers file', () => {
  const rules = securityHeaderRules(HASHES, WIDGET, SECURITY);
  const text = renderHeadersFile(rules);

  it('round-trips through the parser', () => {
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('drops the site-wide policy on the booking page before setting its own', () => {
    const block = text.slice(text.indexOf('\n/book-call\n'));
    expect(block).toMatch(
      /^\n\/book-call\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: /,
    );
  });

  it('matches exact paths and prefixes only', () => {
    const parsed = parseHeadersFile('/*\n  A: 1\n/only\n  B: 2\n');
    expect(headersForPath(parsed, '/only')).toEqual([
      ['A', '1'],
      ['B', '2'],
    ]);
    expect(headersForPath(parsed, '/other')).toEqual([['A', '1']]);
  });

  it('rejects a header line outside a path block', () => {
    expect(() => parseHeadersFile('  A: 1\n')).toThrow(/Malformed/);
  });
});

describe('nginx snippet', () => {
  const rules = securityHeaderRules(HASHES, WIDGET, {...SECURITY, cspReportUrl: REPORTS});
  const snippet = renderNginxSnippet(rules);
  const [serverLevel = '', bookingBlock = ''] = snippet.split('location = /book-call {');

  it('sends the site-wide headers at server level', () => {
    for (const [name, value] of headersForPath(rules, '/pricing')) {
      expect(serverLevel).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(serverLevel).not.toContain('scheduler.example');
  });

  it('repeats every header in the booking page location, with its own policy', () => {
    const lines = bookingBlock.split('\n').filter((line) => line.includes('add_header'));
    expect(lines).toEqual(
      headersForPath(rules, '/book-call').map(
        ([name, value]) => `    add_header ${name} "${value}" always;`,
      ),
    );
    expect(bookingBlock).toContain('try_files /book-call.html =404;');
  });

  it('explains why a location repeats the headers', () => {
    expect(serverLevel).toMatch(
      /inherits the add_header lines[\s\S]*only when it has no add_header/,
    );
    expect(serverLevel).toMatch(/repeats every[\s#]*header/);
  });
});
