/**
 * A page's text as Markdown, for assistants and other readers of plain text, made from the
 * page's built HTML: the HTML is what the MDX renders to, with every figure the components
 * compute already written out, so the Markdown says exactly what the page says. Controls
 * (buttons, heading anchors, icons, back links) are dropped, a form field becomes its label
 * and value, and links and pictures get absolute addresses.
 */
import {load, type CheerioAPI} from 'cheerio';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

/** What carries no text a reader needs: controls, icons, screen-reader duplicates, scripts. */
const DROPPED = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'a.hash-link',
  '[aria-hidden="true"]',
  '.no-print',
  '.theme-doc-version-badge',
  '.theme-doc-toc-mobile',
  'input[type="hidden"]',
].join(', ');

/** Turns each labelled form field into a line "Label: value" and drops the controls. */
function fieldsAsText($: CheerioAPI): void {
  $('label[for]').each((_, label) => {
    const id = $(label).attr('for') ?? '';
    const control = $(`[id="${id.replace(/"/g, '\\"')}"]`).first();
    if (control.length === 0) return;
    const name = $(label).text().replace(/\s+/g, ' ').trim();
    let value = '';
    if (control.is('select')) value = control.find('option[selected]').first().text();
    else if (control.is('textarea')) value = control.text();
    else if (control.is('input[type="checkbox"], input[type="radio"]')) {
      value = control.is('[checked]') ? 'yes' : 'no';
    } else value = control.attr('value') ?? '';
    value = value.replace(/\s+/g, ' ').trim();
    $(label).replaceWith(`<p>${escapeHtml(value ? `${name}: ${value}` : name)}</p>`);
  });
  $('input, select, textarea').remove();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A description list as a list of "term: value" lines. */
function definitionsAsList($: CheerioAPI): void {
  $('dl').each((_, list) => {
    const items = $(list)
      .find('dt')
      .toArray()
      .map((term) => {
        const value = $(term).nextAll('dd').first();
        const name = $(term).text().replace(/\s+/g, ' ').trim();
        const text = value.text().replace(/\s+/g, ' ').trim();
        return `<li>${escapeHtml(text ? `${name}: ${text}` : name)}</li>`;
      });
    $(list).replaceWith(`<ul>${items.join('')}</ul>`);
  });
}

/** Links and pictures with absolute addresses (fragments resolve against the page). */
function absoluteAddresses($: CheerioAPI, pageUrl: string): void {
  const absolute = (value: string) => {
    try {
      return new URL(value, pageUrl).href;
    } catch {
      return value;
    }
  };
  $('a[href]').each((_, link) => {
    $(link).attr('href', absolute($(link).attr('href') ?? ''));
  });
  $('img[src]').each((_, image) => {
    $(image).attr('src', absolute($(image).attr('src') ?? ''));
  });
}

/**
 * Drops HTML comments (React's text separators) and puts a space between neighbouring
 * elements that the page's styles set apart (a label and its value in two spans, two
 * buttons side by side) but that
 * have no space between them in the markup.
 */
function tidyText($: CheerioAPI): void {
  const nodes = $.root().find('*').addBack().contents();
  nodes.filter((_, node) => node.type === 'comment').remove();
  $('span + span, span + div, div + span, a + a').each((_, element) => {
    const previous = element.previousSibling;
    if (previous && previous.type === 'tag') $(element).before(' ');
  });
}

export interface MarkdownInput {
  /** The HTML of the page's content (the element that holds what the page says). */
  readonly html: string;
  /** The page's absolute URL, against which links resolve. */
  readonly pageUrl: string;
}

/** The content as Markdown (GitHub-flavoured: tables stay tables), ending in one newline. */
export function htmlToMarkdown({html, pageUrl}: MarkdownInput): string {
  const $ = load(html, null, false);
  fieldsAsText($);
  $(DROPPED).remove();
  tidyText($);
  definitionsAsList($);
  absoluteAddresses($, pageUrl);
  const tree = toMdast(fromHtml($.html(), {fragment: true}));
  const text = toMarkdown(tree, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    rule: '-',
    listItemIndent: 'one',
  });
  return `${text
    .replace(/\u200b/g, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
