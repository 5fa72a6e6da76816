/**
 * Board report outlines as plain text: page numbering of the sections, the outline file a
 * visitor downloads, and the fill-in template (shown in full on the quarterly review).
 */
import type {BoardReport, OutlineSection} from '@site/src/data/kits/boardReports';
import {bulletList, toTextFile, underline, wrapText} from './plainText';

export interface PageRange {
  readonly from: number;
  readonly to: number;
}

/** The pages each section occupies, numbering from page 1 in order. */
export function pageRanges(sections: readonly Pick<OutlineSection, 'pages'>[]): PageRange[] {
  let next = 1;
  return sections.map((section) => {
    const pages = Math.max(1, Math.floor(section.pages));
    const range = {from: next, to: next + pages - 1};
    next += pages;
    return range;
  });
}

/** "Page 4" or "Pages 4-6". */
export function formatPageRange(range: PageRange): string {
  return range.from === range.to ? `Page ${range.from}` : `Pages ${range.from}-${range.to}`;
}

/** Total pages of a list of sections. */
export function totalPages(sections: readonly Pick<OutlineSection, 'pages'>[]): number {
  return sections.reduce((sum, section) => sum + section.pages, 0);
}

/** The facts shown above an outline: pages, audience, cadence, preparation time. */
function facts(report: BoardReport): string[] {
  return [
    `Pages: ${report.pageCount}`,
    `Audience: ${report.audience}`,
    `Cadence: ${report.cadence}`,
    `Time to prepare by hand: ${report.preparation}`,
  ];
}

/**
 * The outline as a text file: what the report is for, then each section with its pages,
 * purpose, contents, charts and tables, and data sources, then tips. `sourceUrl` is the
 * address of the outline page, quoted at the end.
 */
export function outlineText(report: BoardReport, sourceUrl: string): string {
  const ranges = pageRanges(report.sections);
  const lines: string[] = [
    ...underline(`${report.title}: board report outline`),
    '',
    ...facts(report),
    '',
    ...wrapText(report.intro),
  ];
  report.sections.forEach((section, index) => {
    const range = ranges[index];
    const where = range ? ` (${formatPageRange(range).toLowerCase()})` : '';
    lines.push(
      '',
      ...underline(`${index + 1}. ${section.title}${where}`, '-'),
      ...wrapText(`Purpose: ${section.purpose}`),
      '',
      'On these pages:',
      ...bulletList(section.contents, '  '),
      'Charts and tables:',
      ...bulletList(section.visuals, '  '),
      'Data sources:',
      ...bulletList(section.sources, '  '),
    );
  });
  lines.push('', ...underline('Tips for preparing it', '-'), ...bulletList(report.tips));
  lines.push('', ...wrapText(`Source: ${sourceUrl}`));
  return toTextFile(lines);
}

/**
 * The report as a fill-in template: a header to complete, then each section with its pages
 * and its fill-in lines (or, for sections without them, one blank line per content item).
 */
export function templateLines(report: BoardReport): string[] {
  const ranges = pageRanges(report.sections);
  const lines: string[] = [
    report.title.toUpperCase(),
    'Company: ____________________   Period: ____________________',
    'Prepared by: ________________   Date issued: _______________',
    `Length: ${report.pageCount} pages`,
  ];
  report.sections.forEach((section, index) => {
    const range = ranges[index];
    const where = range ? ` [${formatPageRange(range)}]` : '';
    const prompts = section.prompts ?? section.contents.map((item) => `${item}: ____`);
    lines.push('', `${index + 1}. ${section.title.toUpperCase()}${where}`, ...prompts);
  });
  return lines;
}

/** {@link templateLines} as a text file. */
export function templateText(report: BoardReport): string {
  return toTextFile(templateLines(report));
}

/** File name for a report's download, e.g. "quarterly-business-review-outline.txt". */
export function outlineFileName(report: Pick<BoardReport, 'slug'>, kind: 'outline' | 'template') {
  return `${report.slug}-${kind}.txt`;
}
