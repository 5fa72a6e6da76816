import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {
  AUTOMATION_MISTAKES,
  AUTOMATION_ROI,
  AUTOMATION_STEPS,
} from '@site/src/data/kits/automation';
import {BOARD_REPORTS, boardReportRoute} from '@site/src/data/kits/boardReports';
import {KIT_RESOURCES} from '@site/src/data/kits/dashboardKit';
import {CORE_KPI_RANGE, KPIS, kpiRoute} from '@site/src/data/kits/kpis';
import {TOOLKIT_TOOLS} from '@site/src/data/kits/toolkit';
import {TRACKING_RHYTHMS} from '@site/src/data/kits/tracking';
import {formatHoursRange} from '@site/src/lib/reports/automationRoi';
import {builtPage, hrefsOf, nameOf, structuredData, textOf, textsOf} from './support/html';

describe('margin audit toolkit', () => {
  const $ = builtPage('/margin-audit-toolkit');

  it('has a card per tool whose button leads to the tool', () => {
    const cards = $('#tools li');
    expect(cards.length).toBe(TOOLKIT_TOOLS.length);
    TOOLKIT_TOOLS.forEach((tool, index) => {
      const button = cards
        .eq(index)
        .find('a')
        .filter((_, link) => nameOf($, link).startsWith(tool.action));
      expect(textOf(button)).toBe(tool.action);
      expect(button.attr('href')).toBe(tool.to);
    });
    expect(textOf($('main'))).toContain('No email or signup needed');
    expect($('#audit-plan li a').length).toBe(TOOLKIT_TOOLS.length);
  });

  it('leads on to the dashboard template and the dashboard kit', () => {
    expect(hrefsOf($, 'Open the Dashboard Kit', '#after-the-audit')).toEqual([
      '/commercial-dashboard-kit',
    ]);
    expect(hrefsOf($, 'Open the Dashboard Template', '#after-the-audit')).toEqual([
      '/margin-analysis-dashboard',
    ]);
  });
});

describe('margin analysis dashboard', () => {
  it('leads back to the toolkit', () => {
    expect(hrefsOf(builtPage('/margin-analysis-dashboard'), 'Back to Toolkit')).toEqual([
      '/margin-audit-toolkit',
    ]);
  });
});

describe('commercial dashboard kit', () => {
  const $ = builtPage('/commercial-dashboard-kit');

  it('has a card per resource, the KPIs linked to their pages, and the board-report calls', () => {
    const cards = $('#kit li');
    expect(cards.length).toBe(KIT_RESOURCES.length);
    KIT_RESOURCES.forEach((resource, index) => {
      expect(textOf(cards.eq(index).find('h2, h3').first())).toBe(resource.title);
      expect(cards.eq(index).find('a').attr('href')).toBe(resource.to);
    });
    const kpis = $('#kpis ol > li h3 a');
    expect(kpis.toArray().map((link) => textOf($(link)))).toEqual(KPIS.map((kpi) => kpi.name));
    expect(kpis.toArray().map((link) => $(link).attr('href'))).toEqual(KPIS.map(kpiRoute));
    expect(hrefsOf($, 'Browse Board Report Templates')).toEqual(['/board-report-templates']);
    expect(hrefsOf($, 'See Your Board Report in Action')).toEqual(['/demo']);
  });
});

describe('board report templates', () => {
  const $ = builtPage('/board-report-templates');

  it('lists every template with its page count, topics and button', () => {
    const cards = $('#templates > div > ul > li');
    expect(cards.length).toBe(BOARD_REPORTS.length);
    BOARD_REPORTS.forEach((report, index) => {
      const card = cards.eq(index);
      expect(textOf(card.find('h2, h3').first())).toBe(report.title);
      expect(textOf(card)).toContain(`${report.pageCount} pages`);
      expect(card.find('ul[aria-label="Topics"] li').length).toBe(report.tags.length);
      expect(hrefsOf($, `View Template: ${report.title}`)).toEqual([boardReportRoute(report.slug)]);
    });
    expect(hrefsOf($, 'Back to Dashboard Kit')).toEqual(['/commercial-dashboard-kit']);
  });

  it.each(BOARD_REPORTS.map((report) => [report.slug, report] as const))(
    '%s: outline page with its sections and pages, the other templates and the back link',
    (slug, report) => {
      const page = builtPage(boardReportRoute(slug));
      expect(textOf(page('h1'))).toBe(report.title);
      expect(textOf(page('main'))).toContain(`Board report template · ${report.pageCount} pages`);
      const sections = page('#outline ol > li');
      expect(sections.length).toBe(report.sections.length);
      expect(textOf(sections.first().find('p').first())).toMatch(/^Pages? 1(-\d+)?$/);
      expect(textOf(sections.last().find('p').first())).toMatch(new RegExp(`${report.pageCount}$`));
      const headings = textsOf(
        page,
        '#outline ol > li:first-child h3, #outline ol > li:first-child h4',
      );
      for (const heading of ['On these pages', 'Charts and tables', 'Data sources']) {
        expect(headings).toContain(heading);
      }
      expect(page('#more-templates li a').length).toBe(BOARD_REPORTS.length - 1);
      expect(hrefsOf(page, 'Back to Board Report Templates')).toEqual(['/board-report-templates']);
      // Only the reports with fill-in prompts show a plain-text template.
      const hasPrompts = report.sections.some((section) => section.prompts);
      expect(page('#plain-text-template').length).toBe(hasPrompts ? 1 : 0);
    },
  );
});

describe('reporting automation guide', () => {
  const $ = builtPage('/reporting-automation-guide');

  it('shows each step with its weekly saving, the quick wins, the mistakes and the ROI box', () => {
    const steps = $('#steps ol > li');
    expect(steps.length).toBe(AUTOMATION_STEPS.length);
    AUTOMATION_STEPS.forEach((step, index) => {
      expect(textOf(steps.eq(index))).toContain(
        `Saves ${formatHoursRange(step.saving)} hours a week`,
      );
    });
    expect($('#quick-wins li').length).toBeGreaterThan(0);
    expect($('#mistakes li').length).toBe(AUTOMATION_MISTAKES.length);
    const roi = textOf($('#roi dl'));
    const {hoursPerWeek, monthlySavings, hourlyRate, paybackMonths} = AUTOMATION_ROI;
    expect(roi).toContain(`${hoursPerWeek.min}-${hoursPerWeek.max} hours`);
    expect(roi).toContain(`$${monthlySavings.toLocaleString('en-US')}`);
    expect(roi).toContain(`at $${hourlyRate} an hour`);
    expect(roi).toContain(`${paybackMonths.min}-${paybackMonths.max} months`);
    const minimums = AUTOMATION_STEPS.map((step) => step.saving.min).join(' + ');
    expect(textOf($('#roi'))).toContain(minimums);
  });

  it('leads to the demo and booking pages and describes its steps as a HowTo', () => {
    const hero = $('header').filter((_, element) => $(element).find('h1').length > 0);
    expect(hrefsOf($, 'See Automated Reporting', hero.get(0))).toEqual(['/demo']);
    expect(hrefsOf($, 'Book a Call', hero.get(0))).toEqual(['/book-call']);
    expect(hrefsOf($, `See ${site.productName} in Action`, 'main')).toContain('/demo');
    const howTo = structuredData($).find((data) => data['@type'] === 'HowTo') as {step?: unknown[]};
    expect(howTo.step).toHaveLength(AUTOMATION_STEPS.length);
  });
});

describe('performance tracking guide', () => {
  it('shows each review rhythm with its areas, and the core KPIs within the range', () => {
    const $ = builtPage('/performance-tracking-guide');
    const rhythms = $('#cadence > div > ul > li');
    expect(rhythms.length).toBe(TRACKING_RHYTHMS.length);
    TRACKING_RHYTHMS.forEach((rhythm, index) => {
      expect(textOf(rhythms.eq(index))).toContain(rhythm.cadence);
      const heading = textOf(rhythms.eq(index).find('h2, h3').first()).toLowerCase();
      for (const area of rhythm.areas) expect(heading).toContain(area.toLowerCase());
    });
    expect(textsOf($, 'h2, h3')).toContain(
      `Keep it to ${CORE_KPI_RANGE.min} to ${CORE_KPI_RANGE.max} core KPIs`,
    );
    expect($('#core-kpis li a').length).toBe(CORE_KPI_RANGE.max);
  });
});
