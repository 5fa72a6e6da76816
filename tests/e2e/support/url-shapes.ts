/**
 * URLs of every shape a visitor, a crawler or a mistyped link may ask for, as data: the
 * not-found tests (tests/e2e/not-found.spec.ts) visit each one. Add a shape here to have it
 * checked under every prefix.
 */
import {UNLISTED_EDITION_PREFIXES} from './routes';

/**
 * Where unknown paths are tried: the root, the sections with pages below them, and each
 * docs edition served under a prefix of its own (the draft, and any archived edition), whose
 * pages the client router resolves in a route tree of their own.
 */
export const PREFIXES: readonly string[] = [
  '/',
  '/blog/',
  '/business-numbers/',
  ...UNLISTED_EDITION_PREFIXES.flatMap((prefix) => [`${prefix}/`, `${prefix}/business-numbers/`]),
];

/** Shapes of unknown path, each written once and tried under every prefix. */
export const UNKNOWN_SHAPES: readonly {name: string; under: (prefix: string) => string}[] = [
  {name: 'an unknown page', under: (prefix) => `${prefix}no-such-page`},
  {name: 'a trailing slash', under: (prefix) => `${prefix}no-such-page/`},
  {name: 'a trailing dot', under: (prefix) => `${prefix}churn-rate.`},
  {name: 'a percent-encoded character', under: (prefix) => `${prefix}%E2%9C%93`},
  {name: 'a double slash inside', under: (prefix) => `${prefix}no//such-page`},
  {name: 'a query string and a fragment', under: (prefix) => `${prefix}no-such-page?q=1&x=%3C#top`},
];

/** Unknown URLs of shapes that belong to no prefix, or name a real page in a wrong shape. */
export const OTHER_UNKNOWN: readonly string[] = [
  '//x/',
  '//evil.example/',
  '//evil.example/path',
  '/pricing.',
  '/pricing./',
  '/blog//margin-leak',
  '//business-numbers/churn-rate',
  '/%2e%2e%2fetc%2fpasswd',
  '/calculate%2Droi%2F',
  '/404',
  '/404.html',
  '/_headers',
];

/** Every unknown URL the tests visit, grouped by prefix ("under /blog/: …"). */
export const UNKNOWN_URL_GROUPS: readonly (readonly [string, readonly string[]])[] = [
  ...PREFIXES.map(
    (prefix) => [`under ${prefix}`, UNKNOWN_SHAPES.map((shape) => shape.under(prefix))] as const,
  ),
  ['of other shapes', OTHER_UNKNOWN],
];

/**
 * URLs that differ from a page only in letter case (with a query or fragment, which must
 * survive), and the address each must end at.
 */
export const CASE_VARIANTS: readonly {url: string; reaches: string}[] = [
  {url: '/business-numbers/CHURN-RATE', reaches: '/business-numbers/churn-rate'},
  {url: '/Calculate-ROI', reaches: '/calculate-roi'},
  {url: '/NEXT/business-numbers/churn-rate', reaches: '/next/business-numbers/churn-rate'},
  {url: '/Blog/margin-leak', reaches: '/blog/margin-leak'},
  {url: '/Book-Call', reaches: '/book-call'},
  {url: '/PRICING?plan=growth#faq', reaches: '/pricing?plan=growth#faq'},
];
