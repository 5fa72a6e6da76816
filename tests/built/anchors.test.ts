/**
 * Anchors that links and search results can keep: every heading below a page's h1 has an id
 * of its own, unique on its page, and none is one React generated (":R1:"), which changes
 * whenever the component tree does; no link points at a generated one. (Generated ids remain
 * where only the page itself refers to them, such as a field and its hint.) Each built page
 * is read once.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {expect, it} from 'vitest';
import {htmlFiles} from '../../scripts/build-files';
import {BUILD_DIR} from './support/html';

const isGenerated = (id: string) => id.startsWith(':') || id.includes('«');

it('every heading has a stable id of its own, and no link points at a generated one', () => {
  const problems: string[] = [];
  const files = htmlFiles(BUILD_DIR);
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const $ = load(readFileSync(file, 'utf8'));
    const where = path.relative(BUILD_DIR, file);
    const ids = new Map<string, number>();
    $('[id]').each((_, element) => {
      const id = $(element).attr('id') ?? '';
      ids.set(id, (ids.get(id) ?? 0) + 1);
    });
    $('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]').each((_, heading) => {
      const id = $(heading).attr('id') ?? '';
      if (isGenerated(id)) problems.push(`${where}: heading "${$(heading).text()}" has id ${id}`);
    });
    $('main :is(h2, h3, h4, h5, h6)').each((_, heading) => {
      const id = $(heading).attr('id') ?? '';
      const text = $(heading).text().trim();
      if (!id) problems.push(`${where}: "${text}" has no id`);
      else if ((ids.get(id) ?? 0) > 1) problems.push(`${where}: "${text}" shares the id ${id}`);
    });
    $('a[href*="#"]').each((_, link) => {
      const anchor = ($(link).attr('href') ?? '').split('#')[1] ?? '';
      if (isGenerated(decodeURIComponent(anchor))) problems.push(`${where}: link to #${anchor}`);
    });
  }
  expect(problems).toEqual([]);
  // Every built page is parsed: more than the default five seconds on a busy machine.
}, 30_000);
