/**
 * The site's identity: the one place where the product name, contact addresses and
 * external URLs are written out. Pages, data modules and `docusaurus.config.ts` import
 * from here; nothing else spells these values.
 *
 * To rebrand a deployment, change the values below (and `SITE_URL` at build time).
 */

/** Default public URL of the site; a deployment overrides it with `SITE_URL` at build time. */
export const DEFAULT_SITE_URL = 'https://www.marginscope.example';

export const site = {
  /** The product's name, written `{product}` in the specification. */
  productName: 'MarginScope',
  /** Company that runs the service (used in legal pages and structured data). */
  companyName: 'MarginScope Ltd',
  /** One-sentence description used in the footer and in structured data. */
  blurb:
    'Commercial intelligence for B2B distributors, manufacturers and wholesalers: find margin leaks in your ERP extracts and know what to do next.',
  /** Sales address, written `{email}` in the specification. */
  salesEmail: 'sales@marginscope.example',
  /** The company page on the professional network. */
  companyPageUrl: 'https://www.linkedin.example/company/marginscope',
  /** Label for the company-page link. */
  companyPageLabel: 'LinkedIn',
  scheduling: {
    /** The provider's 30-minute booking page, embedded on /book-call. */
    pageUrl: 'https://calendly.example/marginscope/30min',
    /** The provider's embed script, added to the page head on /book-call only. */
    widgetScriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
    /**
     * The page that shows the widget: the only page whose Content-Security-Policy allows the
     * widget's script and frame (scripts/security-headers.ts).
     */
    bookingPagePath: '/book-call',
    /** Length of the booked call, in minutes. */
    callMinutes: 30,
    /** Video-conferencing tool the calls take place over. */
    videoTool: 'Google Meet',
  },
  /**
   * Cookieless measurement of the way to a booked call (src/lib/measurement/events.ts lists
   * what is sent): the collector's endpoint, e.g. a Plausible-compatible
   * 'https://plausible.io/api/event' or the operator's own. Null (the default) measures
   * nothing: no request is made and the security headers allow no collector. When set, the
   * headers allow its origin for requests, and nothing else.
   */
  measurement: {
    endpoint: null as string | null,
  },
  /** Copyright year stated in the footer. */
  copyrightYear: 2025,
  /** What the security headers promise (scripts/security-headers.ts; `npm run headers:write`). */
  security: {
    /**
     * An endpoint that collects reports of what the Content-Security-Policy blocked (sent as
     * `report-uri` and `report-to`, with a `Reporting-Endpoints` header), e.g.
     * 'https://reports.your-domain.com/csp'; null sends no reports.
     */
    cspReportUrl: null as string | null,
    hsts: {
      /** How long browsers keep to HTTPS after a visit: two years. */
      maxAgeSeconds: 63_072_000,
      /** True only when every subdomain of the host serves HTTPS, now and later. */
      includeSubDomains: false,
      /**
       * True only when the host is on (or submitted to) the browsers' HSTS preload list
       * (hstspreload.org); that list requires includeSubDomains.
       */
      preload: false,
    },
  },
} as const;

export type Site = typeof site;

/**
 * The absolute site URL without a trailing slash: `SITE_URL` when it is a valid http(s)
 * URL, otherwise {@link DEFAULT_SITE_URL}.
 *
 * @throws Error when `SITE_URL` is set but is not an http(s) URL, so a typo fails the build
 *   instead of shipping wrong canonical links.
 */
export function resolveSiteUrl(fromEnv: string | undefined): string {
  const raw = fromEnv?.trim();
  if (!raw) return DEFAULT_SITE_URL;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`SITE_URL must use http or https, got "${raw}"`);
  }
  return `${parsed.origin}`;
}

/** `mailto:` link to the sales address, with an optional subject line. */
export function salesMailto(subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${site.salesEmail}${query}`;
}
