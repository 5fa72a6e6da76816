/**
 * A page's head tags beyond its title and description: its share image (Open Graph and
 * Twitter), the link to its Markdown version, and its structured data. Docs pages, blog posts
 * and the Growth Hub render them with the page (src/components/PageHead); into the other pages
 * they are written after the build, in the static HTML, outside react-helmet's care (no
 * `data-rh`), so hydration leaves them in place; each of those carries `data-page-head` so
 * the client drops them when it shows another page (./client.ts).
 */
import {serializeJsonLd, type JsonLd} from '../../lib/structuredData/jsonLd';
import {PAGE_HEAD_ATTRIBUTE} from './pageHeadAttribute';

export {PAGE_HEAD_ATTRIBUTE};

export interface ShareImage {
  /** Absolute URL of the PNG. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface PageHead {
  readonly image?: ShareImage;
  /** Site-relative address of the page's Markdown version. */
  readonly markdown?: string;
  readonly structuredData: readonly JsonLd[];
}

/** Text safe in a double-quoted attribute value. */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function meta(kind: 'property' | 'name', key: string, content: string | number): string {
  return `<meta ${PAGE_HEAD_ATTRIBUTE} ${kind}="${key}" content="${escapeAttribute(String(content))}">`;
}

/** The HTML of the tags, in the order they are written. */
export function pageHeadHtml(head: PageHead): string {
  const tags: string[] = [];
  if (head.image) {
    const {url, width, height, alt} = head.image;
    tags.push(
      meta('property', 'og:image', url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', width),
      meta('property', 'og:image:height', height),
      meta('property', 'og:image:alt', alt),
      meta('name', 'twitter:image', url),
      meta('name', 'twitter:image:alt', alt),
    );
  }
  if (head.markdown) {
    tags.push(
      `<link ${PAGE_HEAD_ATTRIBUTE} rel="alternate" type="text/markdown" href="${escapeAttribute(head.markdown)}">`,
    );
  }
  for (const node of head.structuredData) {
    tags.push(
      `<script ${PAGE_HEAD_ATTRIBUTE} type="application/ld+json">${serializeJsonLd(node)}</script>`,
    );
  }
  return tags.join('');
}

/**
 * The page's HTML with the tags added at the end of its head, after removing any the build
 * added before (so running twice gives the same page).
 *
 * @throws Error when the page has no `</head>`.
 */
export function withPageHead(html: string, head: PageHead): string {
  const cleaned = html.replace(
    new RegExp(
      `<(meta|link)\\s${PAGE_HEAD_ATTRIBUTE}\\s[^>]*>|<script\\s${PAGE_HEAD_ATTRIBUTE}\\s[^>]*>[\\s\\S]*?</script>`,
      'g',
    ),
    '',
  );
  const at = cleaned.indexOf('</head>');
  if (at < 0) throw new Error('The page has no </head>');
  return cleaned.slice(0, at) + pageHeadHtml(head) + cleaned.slice(at);
}
