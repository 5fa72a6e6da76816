import {describe, expect, it} from 'vitest';
import {PRICING_FAQ} from '@site/src/data/faqs';
import {INCLUDED_FEATURES, PLAN_TERMS, PLANS_IN_ORDER, ROI_STATS} from '@site/src/data/pricing';
import {annualPrice} from '@site/src/lib/pricing/annual';
import {formatUsd} from '@site/src/lib/numbers/format';
import {builtPage, hrefsOf, textOf, textsOf} from './support/html';

describe('/pricing, as served before any script runs', () => {
  const $ = builtPage('/pricing');

  it('has a tab per revenue range, the first selected and the only tab stop, showing its plan', () => {
    const tabs = $('[role="tablist"][aria-label="Annual revenue"] [role="tab"]');
    // The popular plan is flagged on its tab, before the tab is chosen.
    expect(tabs.toArray().map((tab) => textOf($(tab)))).toEqual(
      PLANS_IN_ORDER.map((plan) =>
        plan.popular ? `${plan.rangeLabel} Most popular` : plan.rangeLabel,
      ),
    );
    expect(tabs.toArray().map((tab) => $(tab).attr('aria-selected'))).toEqual(
      PLANS_IN_ORDER.map((_, index) => String(index === 0)),
    );
    expect(tabs.toArray().map((tab) => $(tab).attr('tabindex'))).toEqual(
      PLANS_IN_ORDER.map((_, index) => (index === 0 ? '0' : '-1')),
    );
    const panels = $('[role="tabpanel"]:not([hidden])');
    expect(panels.length).toBe(1);
    const [plan] = PLANS_IN_ORDER;
    const annual = annualPrice(plan!.monthly);
    const panel = textOf(panels);
    expect(panel).toContain(`${plan!.name} plan`);
    expect(panel).toContain(`${formatUsd(plan!.monthly)}/month`);
    expect(panel).toContain(`${formatUsd(annual.perYear)}/year`);
    expect(panel).toContain(`${annual.discountPercent}% OFF`);
    expect(panel).toContain(`Save ${formatUsd(annual.savingPerYear)} per year`);
    expect(panel.includes('Most popular')).toBe(plan!.popular);
  });

  it('lists the included features and the terms of every plan', () => {
    expect(textsOf($, 'ul[aria-label="Included features"] > li')).toEqual([...INCLUDED_FEATURES]);
    const terms = textOf($('ul[aria-label="Terms on every plan"]'));
    for (const term of PLAN_TERMS) expect(terms).toContain(term);
  });

  it('shows the ROI figures, the calculator link and the pricing questions', () => {
    const roi = textOf($('#roi'));
    for (const stat of ROI_STATS) {
      expect(roi).toContain(stat.value);
      expect(roi).toContain(stat.timeline);
    }
    expect(hrefsOf($, 'Calculate Your ROI', 'main')).not.toEqual([]);
    expect(textsOf($, '#faq button')).toEqual(PRICING_FAQ.map((item) => item.question));
  });
});
