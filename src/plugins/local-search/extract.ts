/**
 * Reads what site search needs from one built page: its names, description, keywords, its
 * h2/h3 headings with their anchors, and its text heading by heading. Only the page's main
 * content counts: the navbar, footer, sidebars, table of contents, edition banners and
 * pagination are left out.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'cheerio';

export interface ExtractedHeading {
  /** The heading's id, or the nearest enclosing element's; empty when neither has one. */
  readonly anchor: string;
  readonly text: string;
}

export interface ExtractedText {
  /** Position of the heading the text follows; -1 for text before the first heading. */
  readonly heading: number;
  readonly text: string;
}

export interface ExtractedPage {
  /** The `<title>` without the site's name. */
  readonly title: string;
  readonly h1: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly headings: readonly ExtractedHeading[];
  readonly texts: readonly ExtractedText[];
  /** The docs version the page belongs to ("current", "2025"), from the theme's classes. */
  readonly docsVersion: string | undefined;
  /** A page that only sends the visitor elsewhere (meta refresh). */
  readonly isRedirect: boolean;
}

/** Parts of the main content that are navigation or chrome, not what the page says. */
const LEFT_OUT = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'select',
  'textarea',
  // Decoration (icons, input affixes); answers hidden until opened stay in.
  '[aria-hidden="true"]',
  '.hash-link',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-sidebar-container',
  '.theme-doc-footer',
  '.pagination-nav',
  // "Back to …" links, hidden in print: navigation.
  'a.no-print',
].join(',');

/** Elements after which text does not run on into the next word. */
const BLOCK =
  /^(p|div|section|article|header|footer|main|aside|li|ul|ol|dl|dt|dd|table|thead|tbody|tr|td|th|caption|figure|figcaption|blockquote|form|fieldset|legend|label|details|summary|h[1-6]|br|hr|pre|output)$/;

/** React's generated ids (":R1:"): never an anchor to link to. */
export function isGeneratedId(id: string): boolean {
  return id.startsWith(':') || id.includes('«');
}

/** Whitespace (and the theme's zero-width spaces) run together; the ends trimmed. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function anchorOf($: CheerioAPI, element: Element): string {
  const own = $(element).attr('id');
  if (own && !isGeneratedId(own)) return own;
  // Enclosing sections up to the page's main element (whose id is the skip link's target).
  for (const parent of $(element).parentsUntil('main').filter('[id]').toArray()) {
    const id = $(parent).attr('id');
    if (id && !isGeneratedId(id)) return id;
  }
  return '';
}

/** Extracts the search content of a built page; `siteTitle` is dropped from the `<title>`. */
export function extractPage(html: string, siteTitle: string): ExtractedPage {
  const $ = load(html);
  const meta = (name: string) => cleanText($(`meta[name="${name}"]`).attr('content') ?? '');
  const rawTitle = cleanText($('head > title').first().text());
  const suffix = ` | ${siteTitle}`;
  const title = rawTitle.endsWith(suffix) ? rawTitle.slice(0, -suffix.length) : rawTitle;
  const htmlClass = $('html').attr('class') ?? '';
  const docsVersion = /(?:^|\s)docs-version-(\S+)/.exec(htmlClass)?.[1];
  const isRedirect = $('meta[http-equiv="refresh"]').length > 0;

  const main = $('main').first();
  main.find(LEFT_OUT).remove();

  const headings: ExtractedHeading[] = [];
  const texts: ExtractedText[] = [];
  let h1 = '';
  let current: string[] = [];
  let currentHeading = -1;
  const flush = () => {
    const text = cleanText(current.join(''));
    if (text) texts.push({heading: currentHeading, text});
    current = [];
  };
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      current.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const name = node.tagName.toLowerCase();
    if (name === 'h1' && !h1) {
      h1 = cleanText($(node).text());
      return;
    }
    if (name === 'h2' || name === 'h3') {
      const text = cleanText($(node).text());
      if (text) {
        flush();
        headings.push({anchor: anchorOf($, node), text});
        currentHeading = headings.length - 1;
        return;
      }
    }
    const block = BLOCK.test(name);
    if (block) current.push(' ');
    for (const child of node.children) walk(child);
    // A button or link followed straight by another element (a row of buttons) stands apart
    // from it: "Try the calculator" and "Watch the demo" are not one word.
    const apart = (name === 'a' || name === 'button') && node.next?.type === 'tag';
    if (block || apart) current.push(' ');
  };
  for (const child of main.toArray()) walk(child);
  flush();

  const keywords = meta('keywords')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return {
    title,
    h1,
    description: meta('description'),
    keywords,
    headings,
    texts,
    docsVersion,
    isRedirect,
  };
}
