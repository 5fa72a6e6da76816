import {describe, expect, it} from 'vitest';
import {BOARD_REPORTS, boardReportBySlug} from '@site/src/data/kits/boardReports';
import {
  formatPageRange,
  outlineFileName,
  outlineText,
  pageRanges,
  templateLines,
  templateText,
  totalPages,
} from './outlineText';

describe('pageRanges', () => {
  it('numbers sections from page 1 in order', () => {
    expect(pageRanges([{pages: 1}, {pages: 2}, {pages: 3}])).toEqual([
      {from: 1, to: 1},
      {from: 2, to: 3},
      {from: 4, to: 6},
    ]);
  });
  it('ends every report on its last page', () => {
    for (const report of BOARD_REPORTS) {
      expect(pageRanges(report.sections).at(-1)?.to, report.slug).toBe(report.pageCount);
    }
  });
});

describe('formatPageRange', () => {
  it('writes one page or a range', () => {
    expect(formatPageRange({from: 4, to: 4})).toBe('Page 4');
    expect(formatPageRange({from: 4, to: 6})).toBe('Pages 4-6');
  });
});

describe('totalPages', () => {
  it('adds up section pages', () => {
    expect(totalPages([{pages: 2}, {pages: 3}])).toBe(5);
    expect(totalPages([])).toBe(0);
  });
});

describe('outlineText', () => {
  const monthly = boardReportBySlug('monthly-commercial-report');
  const text = outlineText(monthly, 'https://www.example.com/monthly-commercial-report');

  it('states the report, its facts and every section with its pages', () => {
    expect(text.startsWith('Monthly Commercial Report: board report outline\r\n')).toBe(true);
    expect(text).toContain('Pages: 12');
    expect(text).toContain('1. Cover and headline summary (page 1)');
    expect(text).toContain('2. Revenue and volume (pages 2-3)');
    expect(text).toContain('8. Actions, risks and decisions (page 12)');
    for (const section of monthly.sections) {
      for (const item of [...section.visuals, ...section.sources]) {
        expect(text.replace(/\r\n\s+/g, ' ')).toContain(item);
      }
    }
    expect(text).toContain('Source: https://www.example.com/monthly-commercial-report');
  });
  it('keeps lines to 78 characters', () => {
    for (const report of BOARD_REPORTS) {
      for (const line of outlineText(report, 'https://x.example').split('\r\n')) {
        expect(line.length, line).toBeLessThanOrEqual(78);
      }
    }
  });
});

describe('templateText', () => {
  const quarterly = boardReportBySlug('quarterly-business-review');

  it('is the quarterly review with its fill-in lines, section by section', () => {
    const lines = templateLines(quarterly);
    expect(lines[0]).toBe('QUARTERLY BUSINESS REVIEW');
    expect(lines).toContain('Length: 18 pages');
    expect(lines).toContain('1. COVER, AGENDA AND EXECUTIVE SUMMARY [Pages 1-2]');
    expect(lines).toContain('9. NEXT QUARTER: PRIORITIES AND DECISIONS [Page 18]');
    expect(lines).toContain('Gross margin: ____% against plan ____%');
  });
  it('falls back to one blank per content item where a section has no fill-in lines', () => {
    const lines = templateLines(boardReportBySlug('sales-performance-dashboard'));
    expect(lines).toContain('Quote conversion rate and average order value: ____');
  });
  it('is a text file with CRLF line ends', () => {
    expect(templateText(quarterly).endsWith('\r\n')).toBe(true);
    expect(templateText(quarterly)).not.toMatch(/[^\r]\n/);
  });
});

describe('outlineFileName', () => {
  it('names the file after the report', () => {
    expect(outlineFileName(boardReportBySlug('annual-strategic-review'), 'outline')).toBe(
      'annual-strategic-review-outline.txt',
    );
  });
});
