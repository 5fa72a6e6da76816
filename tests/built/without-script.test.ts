import {existsSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {BOARD_REPORTS, boardReportRoute} from '@site/src/data/kits/boardReports';
import {KIT_ROUTES} from '@site/src/data/kits/routes';
import {FREE_TOOLS} from '@site/src/data/freeTools';
import {CHECKLIST_ITEM_COUNT} from '@site/src/data/marginLeakChecklist';
import {
  STATIC_DOWNLOADS,
  boardReportDownload,
  type StaticDownload,
} from '@site/src/data/staticDownloads';
import {verdictBands} from '@site/src/lib/checklist/checklist';
import {BUILD_DIR, builtPage, pageRoutes, textOf} from './support/html';

/**
 * What a page offers a browser that runs no scripts. Static HTML keeps the inside of a
 * <noscript> element as text (a browser with scripts never parses it), so it is parsed here
 * on its own.
 */
function withoutScript($: CheerioAPI, scope = 'body'): CheerioAPI {
  const markup = $(scope)
    .find('noscript')
    .toArray()
    .map((element) => $(element).text())
    .join('\n');
  return load(`<div id="noscript">${markup}</div>`);
}

/** The built file a same-site href leads to, if any. */
function builtTarget(href: string): string | undefined {
  const [pathname = ''] = href.split('#');
  const candidates = [
    pathname,
    `${pathname}.html`,
    path.join(pathname, 'index.html'),
    pathname === '/' ? 'index.html' : '',
  ].filter(Boolean);
  return candidates
    .map((candidate) => path.join(BUILD_DIR, candidate))
    .find((file) => existsSync(file) && !file.endsWith(path.sep));
}

const linksTo = ($: CheerioAPI, file: StaticDownload): boolean =>
  $(`a[href="${file.path}"][download]`).length > 0;

describe('without JavaScript', () => {
  it('every page with a form field says plainly what needs JavaScript', () => {
    const pages = pageRoutes().filter(
      (route) => builtPage(route)('main').find('input, select, textarea').length > 0,
    );
    expect(pages).toContain('/calculate-roi');
    for (const route of pages) {
      const notice = textOf(withoutScript(builtPage(route), 'main')('#noscript'));
      expect(notice, route).toMatch(/needs JavaScript, which is turned off or blocked/);
    }
  });

  it('every link it offers instead leads to a built file, page or anchor', () => {
    for (const route of pageRoutes()) {
      const $ = builtPage(route);
      const fallback = withoutScript($);
      for (const link of fallback('a[href]').toArray()) {
        const href = fallback(link).attr('href') ?? '';
        if (href.startsWith('#')) {
          expect($(`[id="${href.slice(1)}"]`).length, `${route} → ${href}`).toBe(1);
        } else if (href.startsWith('/')) {
          expect(builtTarget(href), `${route} → ${href}`).toBeDefined();
        }
      }
    }
  });

  it('each free tool says what needs JavaScript and offers its template where it has one', () => {
    for (const tool of Object.values(FREE_TOOLS)) {
      const fallback = withoutScript(builtPage(tool.path), 'main');
      expect(textOf(fallback('#noscript')), tool.path).toContain(
        `${tool.withoutScript.subject} needs JavaScript`,
      );
      for (const file of tool.withoutScript.downloads ?? []) {
        expect(linksTo(fallback, file), `${tool.path} links ${file.path}`).toBe(true);
      }
    }
  });

  it('each kit download is offered as a link to the same file, built with the site', () => {
    const expected: [string, StaticDownload][] = [
      [KIT_ROUTES.dashboard, STATIC_DOWNLOADS.dashboardTemplate],
      [KIT_ROUTES.dashboardKit, STATIC_DOWNLOADS.kpiList],
      [KIT_ROUTES.toolkit, STATIC_DOWNLOADS.toolkitPack],
      ...BOARD_REPORTS.map((report): [string, StaticDownload] => [
        boardReportRoute(report.slug),
        boardReportDownload(report.slug, 'outline'),
      ]),
    ];
    for (const [route, file] of expected) {
      expect(linksTo(withoutScript(builtPage(route), 'main'), file), `${route}`).toBe(true);
      expect(builtTarget(file.path), file.path).toBeDefined();
    }
  });

  it('the ROI form does not promise that Calculate becomes available', () => {
    expect(textOf(builtPage('/calculate-roi')('main'))).not.toMatch(/becomes available/i);
  });

  it('the booking page gives the direct booking link and the e-mail address', () => {
    const fallback = withoutScript(builtPage('/book-call'), 'main');
    expect(fallback(`a[href="${site.scheduling.pageUrl}"]`).length).toBe(1);
    expect(fallback(`a[href^="mailto:${site.salesEmail}"]`).text()).toBe(site.salesEmail);
  });

  it('the checklist gives the verdict for each number of ticks, to score it by hand', () => {
    const guide = textOf(withoutScript(builtPage('/margin-leak-assessment'), 'main')('#noscript'));
    for (const band of verdictBands(CHECKLIST_ITEM_COUNT)) {
      expect(guide).toContain(
        `${band.fromChecked} to ${band.toChecked} of ${CHECKLIST_ITEM_COUNT}: ${band.text}`,
      );
    }
  });
});
