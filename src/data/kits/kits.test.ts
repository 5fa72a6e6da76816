import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {RELEASED} from '@site/src/data/editions';
import {termPath} from '@site/src/lib/businessNumbers/registry';
import {totalHours} from '@site/src/lib/reports/automationRoi';
import {totalPages} from '@site/src/lib/reports/outlineText';
import {
  AUTOMATION_MISTAKES,
  AUTOMATION_QUICK_WINS,
  AUTOMATION_ROI,
  AUTOMATION_STEPS,
} from './automation';
import {BOARD_REPORT_SLUGS, BOARD_REPORTS, boardReportRoute} from './boardReports';
import {
  DASHBOARD_BENEFITS,
  DASHBOARD_FEATURES,
  DASHBOARD_SETUP_STEPS,
  DASHBOARD_TABS,
  DEFAULT_DASHBOARD_TAB,
  SAMPLE_LINES,
  TEMPLATE_COLUMNS,
} from './dashboard';
import {KIT_RESOURCES} from './dashboardKit';
import {CORE_KPI_RANGE, CORE_KPI_SLUGS, KPIS, kpiBySlug, kpiRoute} from './kpis';
import {KIT_ROUTES, LINKED_ROUTES} from './routes';
import {AUDIT_DATA_CHECKLIST, AUDIT_PLAN, TOOLKIT_NEXT_STEPS, TOOLKIT_TOOLS} from './toolkit';
import {CADENCES, CORE_KPI_TESTS, TRACKING_PRACTICES, TRACKING_RHYTHMS} from './tracking';

/** The Business Numbers the released edition publishes, which the kits link to. */
const RELEASED_TERMS = RELEASED.content.TERMS;

/** Routes built by other parts of the site (team route table) that these pages may link to. */
const OTHER_ROUTES = new Set([
  '/',
  '/demo',
  '/book-call',
  '/how-it-works',
  '/pricing',
  '/calculate-roi',
  '/business-numbers',
  ...RELEASED_TERMS.terms.map((entry) => termPath(entry.slug)),
  '/pricing-strategy-worksheet',
  '/margin-leak-assessment',
  '/customer-profitability-calculator',
  '/cost-structure-template',
  '/customer-segmentation-guide',
]);

const OWN_ROUTES = [
  ...Object.values(KIT_ROUTES),
  ...BOARD_REPORT_SLUGS.map((slug) => boardReportRoute(slug)),
];

function pageFileOf(route: string): string {
  return path.resolve(__dirname, '../../pages', route.slice(1), 'index.tsx');
}

describe('routes of this area', () => {
  it('are the twelve routes of the toolkit, kit and board-report pages, each with a page', () => {
    expect(OWN_ROUTES).toHaveLength(12);
    expect(new Set(OWN_ROUTES).size).toBe(12);
    for (const route of OWN_ROUTES) expect(existsSync(pageFileOf(route)), route).toBe(true);
  });
  it('link out only to routes other parts of the site build', () => {
    for (const route of Object.values(LINKED_ROUTES)) expect(OTHER_ROUTES, route).toContain(route);
  });
  it('every link in the data targets a known route', () => {
    const known = new Set([...OWN_ROUTES, ...OTHER_ROUTES]);
    const links = [
      ...TOOLKIT_TOOLS.map((tool) => tool.to),
      ...TOOLKIT_NEXT_STEPS.map((step) => step.to),
      ...KIT_RESOURCES.map((resource) => resource.to),
      ...KPIS.map((kpi) => kpiRoute(kpi)),
    ];
    for (const link of links) expect(known, link).toContain(link);
  });
});

describe('margin audit toolkit', () => {
  it('has the five tools with the buttons and destinations of the specification', () => {
    expect(TOOLKIT_TOOLS.map((tool) => [tool.action, tool.to])).toEqual([
      ['Start Assessment', '/margin-leak-assessment'],
      ['Open Calculator', '/customer-profitability-calculator'],
      ['Start Worksheet', '/pricing-strategy-worksheet'],
      ['Open Template', '/cost-structure-template'],
      ['Open Guide', '/customer-segmentation-guide'],
    ]);
    expect(TOOLKIT_TOOLS[0]?.title).toBe('47-Point Margin Leak Checklist');
  });
  it('plans the audit with every tool once', () => {
    expect(AUDIT_PLAN.map((step) => step.tool).sort()).toEqual(
      TOOLKIT_TOOLS.map((tool) => tool.id).sort(),
    );
    expect(AUDIT_DATA_CHECKLIST.length).toBeGreaterThanOrEqual(4);
  });
});

describe('margin analysis dashboard', () => {
  it('has the tabs Features, Setup Guide and Benefits, opening on Features', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual(['Features', 'Setup Guide', 'Benefits']);
    expect(DEFAULT_DASHBOARD_TAB).toBe('features');
  });
  it('fills every tab', () => {
    expect(DASHBOARD_FEATURES.length).toBeGreaterThanOrEqual(4);
    expect(DASHBOARD_SETUP_STEPS).toHaveLength(5);
    expect(DASHBOARD_BENEFITS.length).toBeGreaterThanOrEqual(4);
  });
  it('has unique template columns, the calculated ones with a formula', () => {
    const keys = TEMPLATE_COLUMNS.map((column) => column.key);
    expect(new Set(keys).size).toBe(keys.length);
    const calculated = TEMPLATE_COLUMNS.filter((column) => column.formula).map((c) => c.key);
    expect(calculated).toEqual(['netRevenue', 'discount', 'grossProfit', 'marginPercent']);
  });
  it('has sample lines with sensible prices (net never above list)', () => {
    expect(SAMPLE_LINES.length).toBeGreaterThanOrEqual(6);
    for (const line of SAMPLE_LINES) {
      expect(line.netPrice).toBeLessThanOrEqual(line.listPrice);
      expect(line.quantity).toBeGreaterThan(0);
      expect(line.month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    }
  });
});

describe('commercial dashboard kit', () => {
  it('has the four cards in the order of the specification', () => {
    expect(KIT_RESOURCES.map((resource) => resource.to)).toEqual([
      '/board-report-templates',
      '/business-numbers',
      '/reporting-automation-guide',
      '/performance-tracking-guide',
    ]);
    expect(KIT_RESOURCES[0]?.detail).toBe('6 templates, 6 to 24 pages each');
    expect(KIT_RESOURCES[2]?.detail).toBe('24-30 hours a week saved');
    expect(KIT_RESOURCES[3]?.detail).toBe('5 to 7 core KPIs, 4 review rhythms');
  });
  it('lists ten KPIs, each a Business Numbers term', () => {
    expect(KPIS).toHaveLength(10);
    expect(new Set(KPIS.map((kpi) => kpi.name)).size).toBe(10);
    for (const kpi of KPIS) expect(RELEASED_TERMS.has(kpi.slug)).toBe(true);
  });
  it('states each KPI benchmark whole, with every band or range of the released edition', () => {
    const {benchmarks} = RELEASED.content;
    const whole: Record<string, readonly string[]> = {
      'net-revenue-retention': benchmarks.NRR_BANDS.map((band) => `${band.label} ${band.range}`),
      'customer-lifetime-value': benchmarks.LTV_CAC_BANDS.map(
        (band) => `${band.label} ${band.range}`,
      ),
      'price-override-frequency': benchmarks.OVERRIDE_FREQUENCY_BANDS.map((band) => band.range),
      'forecast-accuracy': benchmarks.FORECAST_ACCURACY_BANDS.map((band) => band.range),
      'quote-conversion-rate': Object.values(benchmarks.QUOTE_CONVERSION_BY_INDUSTRY).map(
        (range) => `${range.label.toLowerCase()} ${range.min}-${range.max}%`,
      ),
      'gross-margin-per-product': Object.values(benchmarks.GROSS_MARGIN_BY_INDUSTRY).map(
        (range) => `${range.label.toLowerCase()} ${range.min}-${range.max}%`,
      ),
    };
    for (const [slug, parts] of Object.entries(whole)) {
      const benchmark = kpiBySlug(slug).benchmark.toLowerCase();
      for (const part of parts) expect(benchmark, slug).toContain(part.toLowerCase());
    }
  });

  it('recommends five to seven core KPIs from that list', () => {
    expect(CORE_KPI_RANGE).toEqual({min: 5, max: 7});
    expect(CORE_KPI_SLUGS.start).toHaveLength(CORE_KPI_RANGE.min);
    expect(CORE_KPI_SLUGS.start.length + CORE_KPI_SLUGS.add.length).toBe(CORE_KPI_RANGE.max);
    for (const slug of [...CORE_KPI_SLUGS.start, ...CORE_KPI_SLUGS.add]) {
      expect(kpiBySlug(slug).slug).toBe(slug);
    }
    expect(() => kpiBySlug('no-such-kpi')).toThrow();
  });
});

describe('board report templates', () => {
  it('are the six templates in card order with 12, 18, 8, 6, 10 and 24 pages', () => {
    expect(BOARD_REPORTS.map((report) => [report.slug, report.pageCount])).toEqual([
      ['monthly-commercial-report', 12],
      ['quarterly-business-review', 18],
      ['customer-profitability-board-report', 8],
      ['sales-performance-dashboard', 6],
      ['financial-performance-summary', 10],
      ['annual-strategic-review', 24],
    ]);
    expect(BOARD_REPORTS.map((report) => report.slug)).toEqual([...BOARD_REPORT_SLUGS]);
  });
  it('have titles matching their routes and two to four tags each', () => {
    for (const report of BOARD_REPORTS) {
      expect(report.title.toLowerCase().replace(/ /g, '-')).toBe(report.slug);
      expect(report.tags.length).toBeGreaterThanOrEqual(2);
      expect(report.tags.length).toBeLessThanOrEqual(4);
    }
  });
  it('have sections that add up to the page count, each fully described', () => {
    for (const report of BOARD_REPORTS) {
      expect(totalPages(report.sections), report.slug).toBe(report.pageCount);
      for (const section of report.sections) {
        expect(Number.isInteger(section.pages) && section.pages >= 1).toBe(true);
        expect(section.contents.length, section.title).toBeGreaterThanOrEqual(2);
        expect(section.visuals.length, section.title).toBeGreaterThanOrEqual(1);
        expect(section.sources.length, section.title).toBeGreaterThanOrEqual(1);
      }
    }
  });
  it('write their page count into their texts, in words or digits, with the right article', () => {
    const monthly = BOARD_REPORTS.find((report) => report.slug === 'monthly-commercial-report');
    const quarterly = BOARD_REPORTS.find((report) => report.slug === 'quarterly-business-review');
    expect(monthly?.summary).toMatch(/^The month in twelve pages:/);
    expect(monthly?.description).toMatch(/^A 12-page /);
    expect(quarterly?.intro).toMatch(/^An eighteen-page review/);
    expect(quarterly?.description).toMatch(/^An 18-page /);
    for (const report of BOARD_REPORTS) {
      const texts = [report.summary, report.intro, report.description, ...report.tips];
      expect(texts.join(' '), report.slug).not.toMatch(/[{}]/);
    }
  });
  it('give the quarterly review fill-in lines for its plain-text template', () => {
    const quarterly = BOARD_REPORTS.find((report) => report.slug === 'quarterly-business-review');
    for (const section of quarterly?.sections ?? []) {
      expect(section.prompts?.length, section.title).toBeGreaterThanOrEqual(2);
    }
  });
  it('have unique descriptions of search-result length', () => {
    const descriptions = BOARD_REPORTS.map((report) => report.description);
    expect(new Set(descriptions).size).toBe(6);
    for (const text of descriptions) {
      expect(text.length).toBeGreaterThan(50);
      expect(text.length).toBeLessThanOrEqual(170);
    }
  });
});

describe('reporting automation guide', () => {
  it('has five steps saving 2-4, 5-8, 10-15, 3-5 and 4-6 hours a week', () => {
    expect(AUTOMATION_STEPS.map((step) => [step.saving.min, step.saving.max])).toEqual([
      [2, 4],
      [5, 8],
      [10, 15],
      [3, 5],
      [4, 6],
    ]);
  });
  it('has quick wins and four common mistakes', () => {
    expect(AUTOMATION_QUICK_WINS.length).toBeGreaterThanOrEqual(3);
    expect(AUTOMATION_MISTAKES).toHaveLength(4);
  });
  it('states the ROI box of the specification, consistent with the steps', () => {
    expect(AUTOMATION_ROI.hoursPerWeek).toEqual({min: 24, max: 30});
    expect(AUTOMATION_ROI.monthlySavings).toBe(2400);
    expect(AUTOMATION_ROI.hourlyRate).toBe(20);
    expect(AUTOMATION_ROI.paybackMonths).toEqual({min: 3, max: 6});
    // The low end is every step's low end added up; the high end is capped below the sum.
    const sum = totalHours(AUTOMATION_STEPS.map((step) => step.saving));
    expect(sum.min).toBe(AUTOMATION_ROI.hoursPerWeek.min);
    expect(sum.max).toBeGreaterThanOrEqual(AUTOMATION_ROI.hoursPerWeek.max);
  });
});

describe('performance tracking guide', () => {
  it('reviews revenue and sales daily, satisfaction and efficiency weekly, finance monthly, initiatives quarterly', () => {
    expect(TRACKING_RHYTHMS.map((rhythm) => [rhythm.cadence, rhythm.areas])).toEqual([
      ['Daily', ['Revenue', 'Sales']],
      ['Weekly', ['Customer satisfaction', 'Operational efficiency']],
      ['Monthly', ['Financial performance']],
      ['Quarterly', ['Strategic initiatives']],
    ]);
    expect(TRACKING_RHYTHMS.map((rhythm) => rhythm.cadence)).toEqual([...CADENCES]);
  });
  it('has best practices and tests for choosing core KPIs', () => {
    expect(TRACKING_PRACTICES.length).toBeGreaterThanOrEqual(4);
    expect(CORE_KPI_TESTS.length).toBeGreaterThanOrEqual(3);
  });
});
