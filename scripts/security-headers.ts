/**
 * The security headers the site asks of its host, computed from the site's settings and from
 * the built HTML. Pure functions: scripts/security-headers-cli.ts writes and checks the files,
 * scripts/serve.ts applies them when serving the build.
 *
 * The Content-Security-Policy allows scripts from the site itself and the theme's inline
 * scripts by their SHA-256 hash; nothing inline runs unless its hash is listed, and nothing
 * is ever evaluated from a string. The booking page alone also allows the scheduling
 * widget's script and styles and frames its booking page: every other page refuses both.
 * When measurement is configured, every page may also send requests to its collector's
 * origin, and to no other.
 */
import {createHash} from 'node:crypto';
import {collectorEndpoint} from '../src/lib/measurement/events';
import {assertPagePath} from '../src/lib/urls/requests';

/** Script types that browsers execute; other types (JSON-LD) are data blocks, not scripts. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `type` attribute of a `<script …>` opening tag, lower-cased, '' when absent. */
function scriptType(openingTag: string): string {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(openingTag);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
}

/**
 * The bodies of the executable inline scripts of one HTML document (scripts without `src`).
 * Minified Docusaurus output writes attributes without quotes, so both forms are read.
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (!EXECUTABLE_TYPES.has(scriptType(attributes))) continue;
    if (body.trim() === '') continue;
    bodies.push(body);
  }
  return bodies;
}

/** CSP source expression for a script body: `'sha256-<base64>'` of its exact UTF-8 text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The distinct hashes of every executable inline script across the given documents, sorted. */
export function inlineScriptHashes(documents: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of documents) {
    for (const body of inlineScripts(html)) hashes.add(scriptHash(body));
  }
  return [...hashes].sort();
}

/** The third-party scheduling widget, allowed on its page only. */
export interface WidgetSettings {
  /** URL of the widget's script (its origin may serve scripts and styles). */
  readonly widgetScriptUrl: string;
  /** URL of the booking page the widget frames (its origin may be framed). */
  readonly pageUrl: string;
  /** Path of the site's page that shows the widget. */
  readonly bookingPagePath: string;
}

/** The host's own security settings (see `site.security` in src/config/site.ts). */
export interface SecuritySettings {
  /** Where browsers send reports of what the policy blocked; null sends none. */
  readonly cspReportUrl: string | null;
  readonly hsts: {
    readonly maxAgeSeconds: number;
    /** Whether every subdomain of the host serves HTTPS only, too. */
    readonly includeSubDomains: boolean;
    /** Whether the host is on (or submitted to) the browsers' HSTS preload list. */
    readonly preload: boolean;
  };
}

export interface PolicyInputs {
  /** Hashes of the inline scripts the build ships (see {@link inlineScriptHashes}). */
  readonly scriptHashes: readonly string[];
  /** The scheduling widget, on the page that shows it; absent everywhere else. */
  readonly widget?: Pick<WidgetSettings, 'widgetScriptUrl' | 'pageUrl'>;
  /** Report endpoint (see {@link SecuritySettings.cspReportUrl}). */
  readonly reportUrl?: string | null;
  /** The measurement collector's endpoint (`site.measurement`); null or absent when none. */
  readonly collectorUrl?: string | null;
}

/** Name of the report endpoint in `Reporting-Endpoints` and `report-to`. */
export const REPORT_GROUP = 'csp-endpoint';

/** The HSTS preload list takes hosts whose max-age is at least a year. */
const PRELOAD_MIN_AGE_SECONDS = 31_536_000;

/**
 * The report endpoint as written into headers.
 *
 * @throws Error unless it is an absolute http(s) URL that needs no quoting in a header.
 */
export function reportEndpoint(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`cspReportUrl must be an absolute URL, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`cspReportUrl must use https (or http), got "${url}"`);
  }
  if (/[\s;,"'\\]/.test(parsed.href)) {
    throw new Error(`cspReportUrl must not contain spaces, quotes, commas or semicolons: "${url}"`);
  }
  return parsed.href;
}

/** The Content-Security-Policy header value, directives in a fixed order. */
export function contentSecurityPolicy({
  scriptHashes,
  widget,
  reportUrl,
  collectorUrl,
}: PolicyInputs): string {
  const widgetOrigin = widget ? [new URL(widget.widgetScriptUrl).origin] : [];
  const collectorOrigin = collectorUrl ? [collectorEndpoint(collectorUrl).origin] : [];
  const bookingOrigin = widget ? [new URL(widget.pageUrl).origin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...widgetOrigin]],
    // The theme and React write style attributes; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'", ...widgetOrigin]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...collectorOrigin]],
    ['frame-src', bookingOrigin.length > 0 ? bookingOrigin : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (reportUrl) {
    // report-uri for browsers without the Reporting API; report-to names the endpoint below.
    directives.push(['report-uri', [reportEndpoint(reportUrl)]], ['report-to', [REPORT_GROUP]]);
  }
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/**
 * The Strict-Transport-Security value: `includeSubDomains` and `preload` only where the
 * settings say so, since both commit more than this host (every subdomain; browsers that
 * ship the preload list, for months after a removal).
 *
 * @throws Error when preload is asked without what the preload list requires.
 */
export function strictTransportSecurity({
  maxAgeSeconds,
  includeSubDomains,
  preload,
}: SecuritySettings['hsts']): string {
  if (!Number.isInteger(maxAgeSeconds) || maxAgeSeconds < 0) {
    throw new Error(`hsts.maxAgeSeconds must be a whole number of seconds, got ${maxAgeSeconds}`);
  }
  if (preload && (!includeSubDomains || maxAgeSeconds < PRELOAD_MIN_AGE_SECONDS)) {
    throw new Error(
      `hsts.preload needs includeSubDomains and a max-age of at least ${PRELOAD_MIN_AGE_SECONDS} seconds, as the preload list does`,
    );
  }
  return [
    `max-age=${maxAgeSeconds}`,
    ...(includeSubDomains ? ['includeSubDomains'] : []),
    ...(preload ? ['preload'] : []),
  ].join('; ');
}

export type Header = readonly [name: string, value: string];

/** Every header the host should send with every response, in a fixed order. */
export function securityHeaders(inputs: PolicyInputs, security: SecuritySettings): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inputs)],
    ...(inputs.reportUrl
      ? [['Reporting-Endpoints', `${REPORT_GROUP}="${reportEndpoint(inputs.reportUrl)}"`] as const]
      : []),
    ['Strict-Transport-Security', strictTransportSecurity(security.hsts)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/**
 * Headers for the paths a rule matches (the `_headers` model of Netlify and Cloudflare
 * Pages): `unset` drops what a broader rule set, then `set` adds.
 */
export interface HeaderRule {
  /** `/*` (every path) or one exact path. */
  readonly path: string;
  readonly unset: readonly string[];
  readonly set: readonly Header[];
}

/** Every path: the pattern of the site-wide rule. */
export const EVERY_PATH = '/*';

/**
 * The site's header rules: every header for every path, and for the booking page a policy
 * of its own in place of the site-wide one.
 */
export function securityHeaderRules(
  scriptHashes: readonly string[],
  widget: WidgetSettings,
  security: SecuritySettings,
  collectorUrl: string | null = null,
): HeaderRule[] {
  assertPagePath(widget.bookingPagePath);
  const reportUrl = security.cspReportUrl;
  return [
    {
      path: EVERY_PATH,
      unset: [],
      set: securityHeaders({scriptHashes, reportUrl, collectorUrl}, security),
    },
    {
      path: widget.bookingPagePath,
      unset: ['Content-Security-Policy'],
      set: [
        [
          'Content-Security-Policy',
          contentSecurityPolicy({scriptHashes, widget, reportUrl, collectorUrl}),
        ],
      ],
    },
  ];
}

const GENERATED_NOTE = 'Generated by `npm run headers:write` from the build; do not edit by hand.';

/**
 * `_headers` file (Netlify, Cloudflare Pages). A `! Name` line drops a header a broader rule
 * set (Cloudflare Pages); Netlify skips that line and lets the later rule's value win, so
 * both hosts send one policy per path.
 */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const lines = [`# ${GENERATED_NOTE}`];
  for (const rule of rules) {
    lines.push(
      rule.path,
      ...rule.unset.map((name) => `  ! ${name}`),
      ...rule.set.map(([name, value]) => `  ${name}: ${value}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The headers a path ends up with under `rules`, as the `_headers` hosts combine them. */
export function headersForPath(rules: readonly HeaderRule[], requestPath: string): Header[] {
  let headers: Header[] = [];
  for (const rule of rules) {
    const matches = rule.path.endsWith('*')
      ? requestPath.startsWith(rule.path.slice(0, -1))
      : requestPath === rule.path;
    if (!matches) continue;
    const dropped = new Set(rule.unset.map((name) => name.toLowerCase()));
    headers = headers.filter(([name]) => !dropped.has(name.toLowerCase()));
    headers.push(...rule.set);
  }
  return headers;
}

function nginxHeaderLines(headers: readonly Header[], indent = ''): string[] {
  return headers.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
}

/**
 * The same headers as an nginx snippet, to `include` once in the `server` block: the
 * site-wide headers, then for each page with headers of its own an exact `location` that
 * repeats every header (see the comment written into the file).
 */
export function renderNginxSnippet(rules: readonly HeaderRule[]): string {
  const everyPath = rules.find((rule) => rule.path === EVERY_PATH);
  if (!everyPath) throw new Error(`No header rule for every path (${EVERY_PATH})`);
  const lines = [
    `# ${GENERATED_NOTE}`,
    '# Include once, in the server block that serves build/ (not inside a location):',
    '#   include /etc/nginx/snippets/security-headers.conf;',
    '# deploy/nginx-site.conf shows a complete server block.',
    '#',
    '# How nginx passes add_header down: a location inherits the add_header lines of the',
    '# server block only when it has no add_header line of its own. A single add_header in a',
    '# location (for example a Cache-Control header) silently drops every header below for',
    '# the requests that location serves. So:',
    '# - the headers every response needs are set once, here, at server level;',
    '# - a page that needs other values gets an exact location below that repeats every',
    '#   header, with its own values in place of the site-wide ones;',
    '# - a location you add must not use add_header: use `expires` for cache lifetimes (it',
    '#   keeps the inherited headers), or repeat all the add_header lines below in it.',
    '# Every line says `always`, so error responses (the 404 page) carry the headers too.',
    '',
    ...nginxHeaderLines(everyPath.set),
  ];
  for (const rule of rules) {
    if (rule.path === EVERY_PATH) continue;
    assertPagePath(rule.path);
    const headers = headersForPath([everyPath, rule], rule.path);
    lines.push(
      '',
      `# ${rule.path}: its own headers; every header is repeated, since add_header here drops the ones above.`,
      `location = ${rule.path} {`,
      ...nginxHeaderLines(headers, '    '),
      `    try_files ${rule.path}.html =404;`,
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Reads a `_headers` file into its rules. Supports what this site writes: the patterns `/*`
 * and exact paths, `Name: value` lines and `! Name` lines; comments and blank lines are
 * skipped.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: {path: string; unset: string[]; set: Header[]}[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({path: raw.trim(), unset: [], set: []});
      continue;
    }
    const current = rules.at(-1);
    const line = raw.trim();
    const separator = line.indexOf(':');
    if (current && line.startsWith('!')) {
      current.unset.push(line.slice(1).trim());
    } else if (current && separator > 0) {
      current.set.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    } else {
      throw new Error(`Malformed _headers line: "${raw}"`);
    }
  }
  return rules;
}
