/**
 * How a docs page is cited: the address pinned to its edition, and the reference in APA
 * style and as a BibTeX entry. Plain functions of what the page already knows (its title,
 * its slug, its edition, its review date), so the browser needs nothing else to show them.
 *
 * Pinned addresses: every page of an edition answers at `/<edition><slug>` for as long as the
 * edition is online. While the edition is served elsewhere (the released one at the root, the
 * draft under its own prefix) that address redirects to it; once the edition is archived it
 * is served there itself, so a reference written today keeps working after the next cut.
 */
import {monthName} from '../dates/longDate';
import {MONTH_NAMES} from '../dates/readDate';

/** The docs version that is the draft of the next edition. */
export const DRAFT_VERSION = 'current';

/** The edition name of a docs version: the draft carries the name it will be released as. */
export function editionOfVersion(versionName: string, draftEdition: string): string {
  return versionName === DRAFT_VERSION ? draftEdition : versionName;
}

/** A page's address pinned to its edition: `/2025/business-numbers/churn-rate`. */
export function pinnedPath(edition: string, slug: string): string {
  const local = slug.replace(/\/+$/, '');
  return `/${edition}${local === '' || local.startsWith('/') ? local : `/${local}`}`;
}

export interface CitedPage {
  /** The page's title, as its h1 says it. */
  readonly title: string;
  /** Who publishes the site: the organisation's name. */
  readonly publisher: string;
  /** The site's own name, when it differs from the publisher's. */
  readonly siteName?: string;
  /** The edition's name ("2025"). */
  readonly edition: string;
  /** Whether the edition is a draft, not yet released. */
  readonly draft: boolean;
  /** The date the page was last reviewed ("2025-08-27"), if known. */
  readonly reviewed?: string;
  /** The pinned address, absolute. */
  readonly url: string;
}

function dateParts(iso: string): {year: string; month: number; day: number} {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a calendar date: ${iso}`);
  return {year: match[1] ?? '', month: Number(match[2]), day: Number(match[3])};
}

/** A sentence of the reference: ends with one full stop, however the text itself ends. */
function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

/** The edition as a reference names it: "2025 ed." or "2026 ed., draft". */
function editionNote(page: CitedPage): string {
  return `${page.edition} ed.${page.draft ? ', draft' : ''}`;
}

/**
 * The reference in APA style (7th edition) for a page of a web site written by a group:
 * `Publisher. (2025, August 27). Title (2025 ed.). Site. URL`. Without a known date it
 * says "n.d."; the site's name is left out when it is the publisher's.
 */
export function apaReference(page: CitedPage): string {
  const date = page.reviewed
    ? (({year, month, day}) => `${year}, ${monthName(month)} ${day}`)(dateParts(page.reviewed))
    : 'n.d.';
  const site =
    page.siteName && page.siteName !== page.publisher ? ` ${sentence(page.siteName)}` : '';
  return `${sentence(page.publisher)} (${date}). ${page.title} (${editionNote(page)}).${site} ${page.url}`;
}

/** Characters BibTeX (and LaTeX under it) reads as commands, written so they print as text. */
const BIBTEX_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Text for a BibTeX field, its special characters escaped. */
export function escapeBibtex(text: string): string {
  return text.replace(/[\\{}&%$#_~^]/g, (character) => BIBTEX_ESCAPES[character] ?? character);
}

/** An entry key of letters and digits: publisher, edition and page ("marginscope2025churnrate"). */
export function bibtexKey(page: CitedPage): string {
  const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const firstWord = page.publisher.split(/\s+/)[0] ?? '';
  const path = new URL(page.url).pathname.split('/').filter(Boolean);
  const last = path[path.length - 1] ?? '';
  return `${letters(firstWord)}${letters(page.edition)}${letters(last === page.edition ? 'index' : last)}`;
}

/**
 * The reference as a BibTeX `@misc` entry: the publisher as a corporate author (double
 * braces, so it is not split into first and last names), the edition, the review date and the
 * pinned address. Field text is escaped; the address is left as written (pinned addresses
 * hold only letters, digits, `-`, `/` and `:`).
 */
export function bibtexEntry(page: CitedPage): string {
  const field = (name: string, value: string) => `  ${name} = {${value}},`;
  const lines = [
    field('author', `{${escapeBibtex(page.publisher)}}`),
    field('title', escapeBibtex(page.title)),
    field('publisher', escapeBibtex(page.publisher)),
    ...(page.siteName && page.siteName !== page.publisher
      ? [field('howpublished', escapeBibtex(page.siteName))]
      : []),
    field('edition', escapeBibtex(`${page.edition}${page.draft ? ' (draft)' : ''}`)),
  ];
  if (page.reviewed) {
    const {year, month} = dateParts(page.reviewed);
    lines.push(
      field('year', year),
      `  month = ${MONTH_NAMES[month - 1] ?? ''},`,
      field('date', page.reviewed),
    );
  }
  lines.push(field('url', page.url));
  return `@misc{${bibtexKey(page)},\n${lines.join('\n')}\n}`;
}

/** What a docs page carries to show its "Cite this page" block: made at build time. */
export interface PageCitation {
  /** The edition's name ("2025"). */
  readonly edition: string;
  readonly draft: boolean;
  /** The pinned address, absolute. */
  readonly url: string;
  /** The reference in APA style. */
  readonly apa: string;
  /** The BibTeX entry. */
  readonly bibtex: string;
}

/** The citation of a page, both ways. */
export function pageCitation(page: CitedPage): PageCitation {
  return {
    edition: page.edition,
    draft: page.draft,
    url: page.url,
    apa: apaReference(page),
    bibtex: bibtexEntry(page),
  };
}
