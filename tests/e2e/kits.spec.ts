import {readFileSync} from 'node:fs';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {switchColorMode, waitForHydration} from './support/site';

/**
 * The toolkit, dashboard-kit and board-report pages, driven as a visitor would: the dashboard
 * tabs by mouse and keyboard, the content of every download, copying the quarterly template,
 * printing, the preview dialog and the history Back button, at desktop width and at 375 px.
 * What the pages say and where their buttons lead is checked over the built HTML
 * (tests/built/kits.test.ts).
 */

const BOARD_REPORTS = [
  {slug: 'monthly-commercial-report', title: 'Monthly Commercial Report', pages: 12, sections: 8},
  {slug: 'quarterly-business-review', title: 'Quarterly Business Review', pages: 18, sections: 9},
  {
    slug: 'customer-profitability-board-report',
    title: 'Customer Profitability Board Report',
    pages: 8,
    sections: 5,
  },
  {
    slug: 'sales-performance-dashboard',
    title: 'Sales Performance Dashboard',
    pages: 6,
    sections: 6,
  },
  {
    slug: 'financial-performance-summary',
    title: 'Financial Performance Summary',
    pages: 10,
    sections: 7,
  },
  {slug: 'annual-strategic-review', title: 'Annual Strategic Review', pages: 24, sections: 10},
] as const;

async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

/** Clicks `button`, waits for the download it starts, and returns its name and text. */
async function downloadFrom(page: Page, button: Locator): Promise<{name: string; text: string}> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return {name: download.suggestedFilename(), text: readFileSync(file, 'utf8')};
}

const notifications = (page: Page) => page.getByRole('region', {name: 'Notifications'});

async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counter = window as unknown as {printed: number};
    counter.printed = 0;
    window.print = () => {
      counter.printed += 1;
    };
  });
}

const printCount = (page: Page) =>
  page.evaluate(() => (window as unknown as {printed: number}).printed);

test.describe('margin audit toolkit', () => {
  test('Download Toolkit saves a text pack with the tools, the plan and the data list', async ({
    page,
  }) => {
    await open(page, '/margin-audit-toolkit');
    const {name, text} = await downloadFrom(
      page,
      page.getByRole('button', {name: 'Download Toolkit'}).first(),
    );
    expect(name).toBe('margin-audit-toolkit.txt');
    expect(text.startsWith('Margin Audit Toolkit\r\n====')).toBe(true);
    for (const route of [
      '/margin-leak-assessment',
      '/customer-profitability-calculator',
      '/pricing-strategy-worksheet',
      '/cost-structure-template',
      '/customer-segmentation-guide',
      '/book-call',
    ]) {
      expect(text).toMatch(new RegExp(`https?://[^\\s]+${route}\\r\\n`));
    }
    expect(text.match(/^\[ \] Day/gm)).toHaveLength(5);
    expect(text).toContain('no email or signup');
    await expect(notifications(page)).toContainText('Downloaded margin-audit-toolkit.txt');
  });

  test('the in-page link jumps to the tools and the plan links each tool', async ({page}) => {
    await open(page, '/margin-audit-toolkit');
    await page.getByRole('link', {name: 'See the Five Tools'}).click();
    await expect(page).toHaveURL(/#tools-title$/);
    await expect(page.getByRole('heading', {name: 'The five tools'})).toBeInViewport();
    await expect(page.locator('#audit-plan li a')).toHaveCount(5);
  });
});

test.describe('margin analysis dashboard', () => {
  test('opens on Features and switches tabs with the mouse', async ({page}) => {
    await open(page, '/margin-analysis-dashboard');
    const tabs = page.getByRole('tablist', {name: 'About the Margin Analysis Dashboard'});
    await expect(tabs.getByRole('tab')).toHaveText(['Features', 'Setup Guide', 'Benefits']);
    const features = page.getByRole('tab', {name: 'Features'});
    await expect(features).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', {name: 'Features'})).toContainText(
      'Customer margin league table',
    );

    await page.getByRole('tab', {name: 'Setup Guide'}).click();
    await expect(page.getByRole('tab', {name: 'Setup Guide'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const setup = page.getByRole('tabpanel', {name: 'Setup Guide'});
    await expect(setup).toBeVisible();
    await expect(setup.locator('ol > li')).toHaveCount(5);
    await expect(setup.getByRole('rowheader')).toHaveCount(14);
    await expect(page.getByRole('tabpanel', {name: 'Features'})).toBeHidden();

    await page.getByRole('tab', {name: 'Benefits'}).click();
    await expect(page.getByRole('tabpanel', {name: 'Benefits'})).toContainText(
      'Discount drift caught early',
    );
  });

  test('moves between tabs with the arrow keys, Home and End', async ({page}) => {
    await open(page, '/margin-analysis-dashboard');
    const tab = (name: string) => page.getByRole('tab', {name});
    await tab('Features').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Setup Guide')).toBeFocused();
    await expect(tab('Setup Guide')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Benefits')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Features')).toBeFocused();
    await expect(tab('Features')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Benefits')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('Features')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab('Benefits')).toHaveAttribute('aria-selected', 'true');
    // One tab stop: Tab leaves the list for the selected panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', {name: 'Benefits'})).toBeFocused();
  });

  test('every tab panel and the preview dialog pass axe in light and dark mode', async ({page}) => {
    await open(page, '/margin-analysis-dashboard');
    for (const mode of ['light', 'dark'] as const) {
      await switchColorMode(page, mode);
      for (const name of ['Setup Guide', 'Benefits']) {
        await page.getByRole('tab', {name}).click();
        expect(await axeViolations(page), `${name} (${mode})`).toEqual([]);
      }
      await page.getByRole('button', {name: 'Preview Dashboard'}).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page), `preview dialog (${mode})`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });

  test('the preview opens and closes from the keyboard, with focus inside the dialog', async ({
    page,
  }) => {
    await open(page, '/margin-analysis-dashboard');
    const trigger = page.getByRole('button', {name: 'Preview Dashboard'});
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Dashboard preview'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', {name: 'Close preview'})).toBeFocused();
    // The page behind the modal is inert: tabbing cycles through the dialog (and the
    // browser's own controls, where focus leaves the document) but never reaches the page.
    const visited = new Set<string>();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((element) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'outside the document';
        return element.contains(active) ? (active.textContent ?? '') : 'page behind';
      });
      expect(where).not.toBe('page behind');
      visited.add(where);
    }
    expect(visited).toContain('Download Template');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Download Template saves the CSV data template', async ({page}) => {
    await open(page, '/margin-analysis-dashboard');
    const {name, text} = await downloadFrom(
      page,
      page.getByRole('button', {name: 'Download Template'}),
    );
    expect(name).toBe('margin-analysis-dashboard-template.csv');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(1, -2).split('\r\n');
    expect(lines[0]).toBe(
      'Invoice month,Customer,Customer segment,Product,Product category,Quantity,List price per unit,Net price per unit,Unit cost,Freight cost,Net revenue,Discount given,Gross profit,Gross margin %',
    );
    expect(lines[1]).toBe(
      '2025-03,Harbour Engineering,Key account,"Stainless fixings, box of 500",Fixings,120,48.00,41.00,26.50,85.00,4920.00,840.00,1655.00,33.64',
    );
    expect(lines).toHaveLength(11);
    await expect(notifications(page)).toContainText(
      'Downloaded margin-analysis-dashboard-template.csv',
    );
  });

  test('Preview Dashboard opens a dialog with the figures of the example lines', async ({page}) => {
    await open(page, '/margin-analysis-dashboard');
    const trigger = page.getByRole('button', {name: 'Preview Dashboard'});
    await trigger.click();
    const dialog = page.getByRole('dialog', {name: 'Dashboard preview'});
    await expect(dialog).toBeVisible();
    // A solid panel over the dimmed page, not see-through.
    await expect(dialog).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(dialog.locator('dl')).toContainText('$35,677');
    await expect(dialog.locator('dl')).toContainText('$7,221');
    await expect(dialog.locator('dl')).toContainText('20.2%');
    await expect(dialog.locator('dl')).toContainText('$8,492');
    await expect(dialog.locator('dl')).toContainText('19.2% of list value');
    await expect(dialog.getByRole('listitem')).toHaveText([
      /Trade.*30\.0%/,
      /Retail.*19\.8%/,
      /Key account.*17\.3%/,
    ]);
    // Lowest margin first: Summit 1,740 / 14,522 = 12.0%, Brightline 274 / 1,384 = 19.8%, ...
    await expect(dialog.getByRole('rowheader')).toHaveText([
      'Summit Contractors',
      'Brightline Retail',
      'Harbour Engineering',
      'Northgate Building Supplies',
      'Clearwater Facilities',
    ]);
    await expect(dialog.getByRole('row').nth(1)).toHaveText('Summit Contractors$14,522$1,74012.0%');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', {name: 'Close preview'}).click();
    await expect(dialog).toBeHidden();

    await trigger.click();
    const {name} = await downloadFrom(
      page,
      dialog.getByRole('button', {name: 'Download Template'}),
    );
    expect(name).toBe('margin-analysis-dashboard-template.csv');
    await dialog.getByRole('button', {name: 'Close', exact: true}).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('commercial dashboard kit', () => {
  test('Download KPI List saves the ten definitions as CSV', async ({page}) => {
    await open(page, '/commercial-dashboard-kit');
    const {name, text} = await downloadFrom(
      page,
      page.getByRole('button', {name: 'Download KPI List (CSV)'}),
    );
    expect(name).toBe('commercial-kpi-definitions.csv');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text
      .replace(/^\uFEFF/, '')
      .slice(0, -2)
      .split('\r\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('KPI,Question it answers,Formula,Benchmark,Review,Explained at');
    expect(lines[10]).toMatch(
      /^Forecast Accuracy,.*,Monthly,https?:\/\/\S+\/business-numbers\/forecast-accuracy$/,
    );
  });
});

test.describe('board report templates', () => {
  test('every Download Outline button saves that report’s outline', async ({page}) => {
    await open(page, '/board-report-templates');
    for (const report of BOARD_REPORTS) {
      const {name, text} = await downloadFrom(
        page,
        page.getByRole('button', {name: `Download Outline: ${report.title} (.txt)`}),
      );
      expect(name).toBe(`${report.slug}-outline.txt`);
      expect(text.startsWith(`${report.title}: board report outline`)).toBe(true);
      expect(text).toContain(`Pages: ${report.pages}\r\n`);
      expect(text.match(/^\d+\. .+\((page|pages) [\d-]+\)$/gm)).toHaveLength(report.sections);
      expect(text).toContain(`/${report.slug}`);
    }
  });

  test('a template card opens its outline page, which downloads, prints and leads back', async ({
    page,
  }) => {
    const report = BOARD_REPORTS[0];
    await open(page, '/board-report-templates');
    await page.getByRole('link', {name: `View Template: ${report.title}`}).click();
    await expect(page).toHaveURL(new RegExp(`/${report.slug}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(report.title);

    const {name} = await downloadFrom(page, page.getByRole('button', {name: 'Download Outline'}));
    expect(name).toBe(`${report.slug}-outline.txt`);

    await stubPrint(page);
    await page.getByRole('button', {name: 'Print Outline'}).click();
    expect(await printCount(page)).toBe(1);

    await page.getByRole('link', {name: 'Back to Board Report Templates'}).click();
    await expect(page).toHaveURL(/\/board-report-templates$/);
  });

  test('the quarterly review shows its plain-text template, copies and downloads it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/quarterly-business-review');
    const template = page.locator('#plain-text-template pre');
    await expect(template).toBeVisible();
    const shown = (await template.textContent()) ?? '';
    expect(shown.startsWith('QUARTERLY BUSINESS REVIEW\n')).toBe(true);
    expect(shown).toContain('1. COVER, AGENDA AND EXECUTIVE SUMMARY [Pages 1-2]');
    expect(shown).toContain('9. NEXT QUARTER: PRIORITIES AND DECISIONS [Page 18]');

    await page.getByRole('button', {name: 'Copy Template'}).click();
    await expect(notifications(page)).toContainText('Template copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    const {name, text} = await downloadFrom(
      page,
      page.getByRole('button', {name: 'Download Template (.txt)'}),
    );
    expect(name).toBe('quarterly-business-review-template.txt');
    expect(text).toBe(`${shown.split('\n').join('\r\n')}\r\n`);
  });
});

test.describe('performance tracking guide', () => {
  test('Back goes one step back in history after an in-site link', async ({page}) => {
    await open(page, '/commercial-dashboard-kit');
    await page.getByRole('link', {name: 'Read Best Practices'}).click();
    await expect(page).toHaveURL(/\/performance-tracking-guide$/);
    await page.getByRole('link', {name: 'Back', exact: true}).click();
    await expect(page).toHaveURL(/\/commercial-dashboard-kit$/);
    // A history step, not a new entry: Forward returns to the guide.
    await page.goForward();
    await expect(page).toHaveURL(/\/performance-tracking-guide$/);
  });

  test('Back returns to the page before after a full load from this site', async ({
    page,
    baseURL,
  }) => {
    await open(page, '/margin-audit-toolkit');
    await page.goto('/performance-tracking-guide', {referer: `${baseURL}/margin-audit-toolkit`});
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Back', exact: true}).click();
    await expect(page).toHaveURL(/\/margin-audit-toolkit$/);
  });

  test('Back falls back to the dashboard kit for a visitor who arrived directly', async ({
    page,
  }) => {
    await open(page, '/performance-tracking-guide');
    const back = page.getByRole('link', {name: 'Back', exact: true});
    await expect(back).toHaveAttribute('href', '/commercial-dashboard-kit');
    await back.click();
    await expect(page).toHaveURL(/\/commercial-dashboard-kit$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Commercial Dashboard Kit');
  });
});

test.describe('at 375 px', () => {
  test.use({viewport: {width: 375, height: 740}, hasTouch: true});

  test('the dashboard tabs sit on one row and work by touch and keyboard', async ({page}) => {
    await open(page, '/margin-analysis-dashboard');
    const tabs = page.getByRole('tab');
    const tops = await tabs.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await page.getByRole('tab', {name: 'Setup Guide'}).tap();
    await expect(page.getByRole('tabpanel', {name: 'Setup Guide'})).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', {name: 'Benefits'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the preview dialog fits the screen and closes', async ({page}) => {
    await open(page, '/margin-analysis-dashboard');
    await page.getByRole('button', {name: 'Preview Dashboard'}).click();
    const dialog = page.getByRole('dialog', {name: 'Dashboard preview'});
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    const inner = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(inner).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', {name: 'Close preview'}).click();
    await expect(dialog).toBeHidden();
  });

  test('downloads and the history Back button work on a phone', async ({page}) => {
    await open(page, '/margin-audit-toolkit');
    const {name} = await downloadFrom(
      page,
      page.getByRole('button', {name: 'Download Toolkit'}).first(),
    );
    expect(name).toBe('margin-audit-toolkit.txt');

    await open(page, '/commercial-dashboard-kit');
    await page.getByRole('link', {name: 'Read Best Practices'}).click();
    await expect(page).toHaveURL(/\/performance-tracking-guide$/);
    await page.getByRole('link', {name: 'Back', exact: true}).click();
    await expect(page).toHaveURL(/\/commercial-dashboard-kit$/);
  });
});
