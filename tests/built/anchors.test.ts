/**
 * Anchors that links and search results can keep: no heading of the built site has an id
 * React generated (":R1:"), which changes whenever the component tree does, and no link
 * points at one. (Generated ids remain where only the page itself refers to them, such as a
 * field and its hint.)
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {expect, it} from 'vitest';
import {htmlFiles} from '../../scripts/build-files';
import {BUILD_DIR} from './support/html';

const isGenerated = (id: string) => id.startsWith(':') || id.includes('«');

it('no heading has a generated id and no link points at one', () => {
  const problems: string[] = [];
  const files = htmlFiles(BUILD_DIR);
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const $ = load(readFileSync(file, 'utf8'));
    const where = path.relative(BUILD_DIR, file);
    $('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]').each((_, heading) => {
      const id = $(heading).attr('id') ?? '';
      if (isGenerated(id)) problems.push(`${where}: heading "${$(heading).text()}" has id ${id}`);
    });
    $('a[href*="#"]').each((_, link) => {
      const anchor = ($(link).attr('href') ?? '').split('#')[1] ?? '';
      if (isGenerated(decodeURIComponent(anchor))) problems.push(`${where}: link to #${anchor}`);
    });
  }
  expect(problems).toEqual([]);
});
