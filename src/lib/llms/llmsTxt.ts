/**
 * The site's guide for language models and assistants, after the llms.txt convention
 * (llmstxt.org): a Markdown file with the site's name as its only h1, a one-paragraph summary
 * as a blockquote, a few lines of context, then h2 sections listing links, each with a short
 * note. A section named "Optional" holds what a reader with little room may skip.
 */

export interface LlmsLink {
  readonly title: string;
  /** Absolute URL (the Markdown version of the page where there is one). */
  readonly url: string;
  readonly note?: string;
  /** Further lines under the link (a tool's formulas), indented beneath it. */
  readonly details?: readonly string[];
}

export interface LlmsSection {
  readonly title: string;
  readonly links: readonly LlmsLink[];
}

export interface LlmsTxtInput {
  readonly name: string;
  readonly summary: string;
  /** Paragraphs between the summary and the sections. */
  readonly context?: readonly string[];
  readonly sections: readonly LlmsSection[];
}

/** Text on one line, with no Markdown line break or list marker hidden in it. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A link's text, with the brackets that would end it escaped. */
function linkText(text: string): string {
  return oneLine(text).replace(/([[\]\\])/g, '\\$1');
}

/**
 * The llms.txt text. Empty sections are left out.
 *
 * @throws Error when the name or summary is empty, or a link's URL is not absolute.
 */
export function llmsTxt(input: LlmsTxtInput): string {
  if (!oneLine(input.name) || !oneLine(input.summary)) {
    throw new Error('llms.txt needs a name and a summary');
  }
  const lines = [`# ${oneLine(input.name)}`, '', `> ${oneLine(input.summary)}`, ''];
  for (const paragraph of input.context ?? []) lines.push(oneLine(paragraph), '');
  for (const section of input.sections) {
    if (section.links.length === 0) continue;
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const link of section.links) {
      if (!/^https?:\/\//.test(link.url)) throw new Error(`"${link.url}" is not an absolute URL`);
      const note = link.note ? `: ${oneLine(link.note)}` : '';
      lines.push(`- [${linkText(link.title)}](${link.url})${note}`);
      for (const detail of link.details ?? []) lines.push(`  - ${oneLine(detail)}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}

export interface FullTextPage {
  readonly title: string;
  readonly url: string;
  /** The page as Markdown (starting with its own h1). */
  readonly markdown: string;
}

/**
 * Every page's Markdown in one file (llms-full.txt), each introduced by its address and
 * separated by a rule, after the same heading and summary as llms.txt.
 */
export function llmsFullTxt(
  head: Pick<LlmsTxtInput, 'name' | 'summary'>,
  pages: readonly FullTextPage[],
): string {
  const parts = [`# ${oneLine(head.name)}\n\n> ${oneLine(head.summary)}\n`];
  for (const page of pages) {
    parts.push(`---\n\nSource: ${page.url}\n\n${page.markdown.trim()}\n`);
  }
  return parts.join('\n');
}
