/**
 * Compares two builds of the site page by page, to show that a change to how pages are made
 * changed nothing a visitor, a search engine or an assistant sees:
 *
 * - every HTML page: its visible text, its links (the list of `href`s, in order), the head
 *   tags search engines and link previews read (title, `meta` by name or property, `link`
 *   rel canonical and alternate), and its structured data parsed as JSON (the nodes as a set;
 *   inside a node, key order does not matter, list order does);
 * - every other file outside `assets/` (Markdown versions, llms.txt, feeds, the sitemap,
 *   icons, share images, data files) byte by byte.
 *
 * Webpack's content-hashed names (`main.3f2a….js`) are read as the same name in both builds,
 * and the hashed bundles under `assets/` are not compared: only what they render is.
 *
 *   npx tsx scripts/compare-builds.ts <before-build-dir> <after-build-dir> [--all]
 *
 * Prints each difference (the first 40, or all with --all) and exits 1 when there is one.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {canonicalJson} from '../src/lib/json/canonical';

/** One page as the comparison sees it. */
export interface PageView {
  readonly text: string;
  readonly links: readonly string[];
  readonly head: readonly string[];
  readonly structuredData: readonly string[];
}

/** `name.<hash>.js` and the like, with the hash made neutral. */
export function withoutHashes(text: string): string {
  return text.replace(/([./-])[0-9a-f]{8,20}(\.(?:js|css|json|svg|png|woff2?|map))/gi, '$1#$2');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The head tags that describe the page to search engines and link previews, sorted. */
function headTags($: CheerioAPI): string[] {
  const tags: string[] = [`title=${collapse($('head > title').text())}`];
  $('head meta').each((_, element) => {
    const meta = $(element);
    const key = meta.attr('name') ?? meta.attr('property');
    if (key) tags.push(`meta ${key}=${withoutHashes(meta.attr('content') ?? '')}`);
  });
  $('head link').each((_, element) => {
    const link = $(element);
    const rel = link.attr('rel') ?? '';
    if (!/\b(canonical|alternate)\b/.test(rel)) return;
    const extra = ['type', 'hreflang', 'title']
      .map((name) => (link.attr(name) ? ` ${name}=${link.attr(name)}` : ''))
      .join('');
    tags.push(`link ${rel}${extra} href=${withoutHashes(link.attr('href') ?? '')}`);
  });
  return tags.sort();
}

/** What a visitor and a crawler get from one HTML page. */
export function pageView(html: string): PageView {
  const $ = load(html);
  const structuredData = $('script[type="application/ld+json"]')
    .map((_, element) => {
      const text = $(element).text();
      try {
        return canonicalJson(JSON.parse(text));
      } catch {
        return `unparsable: ${text}`;
      }
    })
    .get()
    .sort();
  const links = $('body [href]')
    .map((_, element) => withoutHashes($(element).attr('href') ?? ''))
    .get();
  const body = $('body').clone();
  body.find('script, style, noscript, template').remove();
  return {text: collapse(body.text()), links, head: headTags($), structuredData};
}

/** The first place two texts part, with a little context either side. */
function firstDifference(before: string, after: string): string {
  let at = 0;
  while (at < before.length && at < after.length && before[at] === after[at]) at += 1;
  const from = Math.max(0, at - 60);
  return `before …${before.slice(from, at + 80)}…\n      after  …${after.slice(from, at + 80)}…`;
}

/** Items in one list and not the other (a multiset difference), both ways. */
function listDifference(before: readonly string[], after: readonly string[]): string {
  const count = (items: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
    return counts;
  };
  const [a, b] = [count(before), count(after)];
  const only = (x: Map<string, number>, y: Map<string, number>) =>
    [...x].flatMap(
      ([item, n]) => Array(Math.max(0, n - (y.get(item) ?? 0))).fill(item) as string[],
    );
  const lost = only(a, b);
  const gained = only(b, a);
  if (lost.length === 0 && gained.length === 0) return 'same items, another order';
  const [one] = lost;
  const [other] = gained;
  if (lost.length === 1 && gained.length === 1 && one !== undefined && other !== undefined)
    return `      ${firstDifference(one, other)}`;
  return [
    ...lost.map((item) => `      - ${item.slice(0, 300)}`),
    ...gained.map((item) => `      + ${item.slice(0, 300)}`),
  ].join('\n');
}

/** The differences between one page in two builds, one line (or block) each. */
export function comparePages(before: PageView, after: PageView): string[] {
  const found: string[] = [];
  if (before.text !== after.text) found.push(`text: ${firstDifference(before.text, after.text)}`);
  if (before.links.join('\n') !== after.links.join('\n'))
    found.push(`links:\n${listDifference(before.links, after.links)}`);
  if (before.head.join('\n') !== after.head.join('\n'))
    found.push(`head:\n${listDifference(before.head, after.head)}`);
  if (before.structuredData.join('\n') !== after.structuredData.join('\n'))
    found.push(`structured data:\n${listDifference(before.structuredData, after.structuredData)}`);
  return found;
}

/** Every file under `dir`, relative to it, with `/` separators. */
function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory()
      ? filesUnder(file, base)
      : [path.relative(base, file).split(path.sep).join('/')];
  });
}

/** Webpack's bundles: named by their content, compared only through the pages they render. */
function isBundle(file: string): boolean {
  return file.startsWith('assets/');
}

function digest(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function main(): void {
  const args = process.argv.slice(2);
  const showAll = args.includes('--all');
  const [beforeDir, afterDir] = args.filter((arg) => !arg.startsWith('--'));
  if (!beforeDir || !afterDir) {
    console.error('usage: tsx scripts/compare-builds.ts <before-build-dir> <after-build-dir>');
    process.exit(2);
  }
  const before = new Set(filesUnder(beforeDir).filter((file) => !isBundle(file)));
  const after = new Set(filesUnder(afterDir).filter((file) => !isBundle(file)));
  const differences: string[] = [];
  let pages = 0;
  let others = 0;
  for (const file of [...before].sort()) {
    if (!after.has(file)) {
      differences.push(`${file}: only in ${beforeDir}`);
      continue;
    }
    const a = readFileSync(path.join(beforeDir, file));
    const b = readFileSync(path.join(afterDir, file));
    if (file.endsWith('.html')) {
      pages += 1;
      for (const found of comparePages(pageView(a.toString('utf8')), pageView(b.toString('utf8'))))
        differences.push(`${file}: ${found}`);
    } else {
      others += 1;
      if (digest(a) === digest(b)) continue;
      const text = /\.(txt|md|xml|json|webmanifest|conf|csv|_headers)$|_headers$|_redirects$/;
      if (
        text.test(file) &&
        withoutHashes(a.toString('utf8')) === withoutHashes(b.toString('utf8'))
      )
        continue;
      differences.push(
        `${file}: bytes differ${text.test(file) ? `\n      ${firstDifference(a.toString('utf8'), b.toString('utf8'))}` : ''}`,
      );
    }
  }
  for (const file of [...after].sort()) {
    if (!before.has(file)) differences.push(`${file}: only in ${afterDir}`);
  }
  const shown = showAll ? differences : differences.slice(0, 40);
  for (const line of shown) console.log(line);
  if (shown.length < differences.length)
    console.log(`… and ${differences.length - shown.length} more (--all shows them)`);
  console.log(
    `${pages} pages and ${others} other files compared: ${differences.length === 0 ? 'no difference' : `${differences.length} differences`}.`,
  );
  process.exit(differences.length === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
