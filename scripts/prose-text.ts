/**
 * The running text of a built page, as a reader sees it: the main content only, one run of
 * text per block, for checks that read sentences (the prose arithmetic check).
 */
import {Parser} from 'htmlparser2';

/**
 * Elements that flow inside a line of text; every other element starts and ends a block.
 * `br` is left out on purpose: a line break ends a run as a block does.
 */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/** Inline code stands in its sentence as a gap that no equation spans. */
const CODE = new Set(['code', 'kbd', 'samp']);
const GAP = ' … ';

/** Elements whose text is not running text: code, controls, page chrome, non-visible parts. */
const SKIPPED = new Set([
  'button',
  'code',
  'footer',
  'header',
  'kbd',
  'nav',
  'noscript',
  'option',
  'pre',
  'samp',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
]);

/** Classes of docs chrome inside `main`: the table of contents repeats the headings. */
const SKIPPED_CLASSES = ['table-of-contents', 'theme-doc-toc-mobile'];

/** Characters that take no room: zero-width spaces of heading anchors, soft hyphens. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

function isSkipped(name: string, attributes: Record<string, string>): boolean {
  if (SKIPPED.has(name)) return true;
  if ('hidden' in attributes || attributes['aria-hidden'] === 'true') return true;
  // Footnote references ("$9,504¹") would glue a digit onto the figure before them.
  if ('data-footnote-ref' in attributes) return true;
  const classes = (attributes.class ?? '').split(/\s+/);
  return SKIPPED_CLASSES.some((name) => classes.includes(name));
}

/**
 * The runs of visible text in the page's `main` element, in document order: each block
 * (paragraph, list item, table cell, heading, …) is one run, and a block nested in another
 * splits its parent's text around it. Whitespace is collapsed (non-breaking spaces become
 * plain spaces); empty runs are left out. A page without `main` has no runs.
 */
export function mainTextRuns(html: string): string[] {
  const runs: string[] = [];
  let current = '';
  let mainDepth = 0;
  let skipDepth = 0;
  /** For each open element: whether it opened `main` or a skipped subtree. */
  const open: Array<{main: boolean; skipped: boolean}> = [];

  const endRun = (): void => {
    const run = current.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
    if (run) runs.push(run);
    current = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const main = name === 'main';
        const skipped = mainDepth > 0 && isSkipped(name, attributes);
        open.push({main, skipped});
        if (main) mainDepth += 1;
        if (skipped) skipDepth += 1;
        if (!INLINE.has(name)) endRun();
        // Sub- and superscripts are words of their own: "m2" is not "m²".
        else if (name === 'sub' || name === 'sup') current += ' ';
      },
      ontext(text) {
        if (mainDepth > 0 && skipDepth === 0) current += text;
      },
      onclosetag(name) {
        const element = open.pop();
        if (!INLINE.has(name)) endRun();
        else if (name === 'sub' || name === 'sup') current += ' ';
        else if (CODE.has(name) && element?.skipped && skipDepth === 1) current += GAP;
        if (element?.main) mainDepth -= 1;
        if (element?.skipped) skipDepth -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  endRun();
  return runs;
}

/** Where a sentence ends: a full stop, question or exclamation mark before a space. */
const SENTENCE_END = /[.!?]["”’)]?(?=\s)/g;

/**
 * The sentence of `run` that holds the text from `start` to `end` (whole sentences when it
 * spans several). A full stop inside a number ("27.5") is not an end: one needs a space after.
 */
export function sentenceAround(run: string, start: number, end: number): string {
  let from = 0;
  let to = run.length;
  for (const match of run.matchAll(SENTENCE_END)) {
    const after = match.index + match[0].length;
    if (after <= start) from = after;
    else if (match.index >= end) {
      to = after;
      break;
    }
  }
  return run.slice(from, to).trim();
}
