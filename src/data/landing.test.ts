import {describe, expect, it} from 'vitest';
import {formatUsd, formatUsdChange} from '@site/src/lib/numbers/format';
import {
  ALERT_ACTIONS,
  BOARD_REPORT,
  DATA_SOURCES,
  GOALS,
  HERO_DASHBOARD,
  HERO_STATS,
  INSIDE_POINTS,
  OLD_VS_NEW,
  PROBLEMS,
  PROFIT_KILLERS,
  SAMPLE_CARDS,
  isOffTrack,
} from './landing';
import {LOWEST_MONTHLY} from './pricing';
import {expectPicture} from '@site/tests/unit/support/pictures';

describe('landing hero', () => {
  it('states the three headline figures, starting at the cheapest plan’s price', () => {
    expect(HERO_STATS.map((stat) => stat.value)).toEqual([
      `${formatUsd(LOWEST_MONTHLY)}/month`,
      '<90 days',
      '24hrs',
    ]);
  });
  it('has the three sample cards with their illustrative figures', () => {
    expect(
      SAMPLE_CARDS.map((card) => [
        card.label,
        card.amount === null ? null : formatUsdChange(card.amount),
      ]),
    ).toEqual([
      ['Margin leak detected', '-$18,400'],
      ['Opportunity found', '+$42,100'],
      ['Customer tier upgraded', null],
    ]);
  });
  it('shows a dashboard picture made for the site, with its size', () => {
    expectPicture(HERO_DASHBOARD);
  });
});

describe('profit killers', () => {
  it('are four cards, one for each urgency label', () => {
    expect(PROFIT_KILLERS.map((killer) => killer.urgency).sort()).toEqual([
      'Critical',
      'Efficiency Gain',
      'High Priority',
      'Revenue Impact',
    ]);
    expect(new Set(PROFIT_KILLERS.map((killer) => killer.tone)).size).toBe(4);
    expect(new Set(PROFIT_KILLERS.map((killer) => killer.id)).size).toBe(4);
  });
  it('each have icon, title, subtitle, description, impact and a dashboard picture', () => {
    for (const killer of PROFIT_KILLERS) {
      expect(killer.icon).toBeTruthy();
      for (const text of [killer.title, killer.subtitle, killer.description, killer.impact]) {
        expect(text.trim().length, killer.id).toBeGreaterThan(5);
      }
      expectPicture(killer.image);
    }
  });
});

describe('landing sections', () => {
  it('list the problems, the four kinds of source system and the old way against the new', () => {
    expect(PROBLEMS.length).toBeGreaterThanOrEqual(5);
    expect(DATA_SOURCES.map((source) => source.name)).toEqual([
      'ERP',
      'CRM',
      'Accounting',
      'Spreadsheets',
    ]);
    expect(OLD_VS_NEW.length).toBeGreaterThanOrEqual(5);
    expect(INSIDE_POINTS).toHaveLength(3);
  });
  it('show at least one goal off track and one on track', () => {
    expect(GOALS.some(isOffTrack)).toBe(true);
    expect(GOALS.some((goal) => !isOffTrack(goal))).toBe(true);
  });
  it('judge off-track by the direction of each goal', () => {
    const base = {goal: 'x', target: 10, actual: 12};
    expect(isOffTrack({...base, higherIsBetter: true})).toBe(false);
    expect(isOffTrack({...base, higherIsBetter: false})).toBe(true);
  });
  it('give the board report its four parts', () => {
    expect(BOARD_REPORT.map((figure) => figure.label)).toEqual([
      'Alerts triggered',
      'Actioned',
      'Value delivered',
      'Still at risk',
    ]);
  });
  it('give the action alert three actions with their stakes', () => {
    expect(ALERT_ACTIONS).toHaveLength(3);
    for (const action of ALERT_ACTIONS) expect(action.atStake).toBeGreaterThan(0);
  });
});
