import {describe, expect, it} from 'vitest';
import {INDUSTRIES, INDUSTRY_SLUGS, industryRoute} from '@site/src/data/industries';
import type {ExtraSection} from '@site/src/data/industries/types';
import {
  VOLUME_DISCOUNT_TIERS,
  formatDiscount,
  formatVolumeBand,
} from '@site/src/lib/pricing/volumeDiscount';
import {builtPage, hrefsOf, structuredData, textOf, textsOf} from './support/html';

/** How many cards, steps or rows an extra section holds in the data. */
function extraCount(extra: ExtraSection): number {
  switch (extra.kind) {
    case 'phases':
    case 'framework':
      return extra.phases.length;
    case 'types':
      return extra.types.length;
    case 'customerTiers':
      return extra.tiers.length;
    case 'volumeDiscounts':
      return VOLUME_DISCOUNT_TIERS.length;
  }
}

describe.each(INDUSTRY_SLUGS)('the %s page renders its data module', (slug) => {
  const industry = INDUSTRIES[slug];
  const $ = builtPage(industryRoute(slug));
  const section = (id: string) => `main section#${id}`;
  const cards = (id: string) => $(`${section(id)} ul > li:has(h3)`);

  it('hero and closing calls to action lead to /demo and /book-call', () => {
    expect(textOf($('h1'))).toBe(industry.hero.title);
    expect(hrefsOf($, industry.ctas.demo, 'main > header')).toEqual(['/demo']);
    expect(hrefsOf($, industry.ctas.consultation, 'main > header')).toEqual(['/book-call']);
    const closing = $('main > section').last();
    expect(
      closing
        .find('a')
        .toArray()
        .map((a) => [textOf($(a)), $(a).attr('href')]),
    ).toEqual(
      expect.arrayContaining([
        [industry.ctas.audit, '/book-call'],
        [industry.ctas.demo, '/demo'],
      ]),
    );
  });

  it('shows every challenge with its impact badge, every solution feature and metric target', () => {
    const challenges = cards('challenges');
    expect(challenges.length).toBe(industry.challenges.items.length);
    industry.challenges.items.forEach((item, index) => {
      const card = challenges.eq(index);
      expect(textOf(card.find('h3'))).toBe(item.title);
      expect(textOf(card)).toContain(`${item.impact} impact`);
    });
    const solutions = cards('solutions');
    expect(solutions.length).toBe(industry.solutions.items.length);
    industry.solutions.items.forEach((item, index) => {
      expect(solutions.eq(index).find('ul li').length).toBe(item.features.length);
    });
    const metrics = cards('metrics');
    expect(metrics.length).toBe(industry.metrics.items.length);
    industry.metrics.items.forEach((item, index) => {
      expect(textOf(metrics.eq(index))).toContain(item.metric);
      expect(textOf(metrics.eq(index))).toContain(item.target);
    });
  });

  it('shows each of its own sections with all their items, the story and its resource links', () => {
    for (const extra of industry.extras) {
      const band = $(section(extra.id));
      expect(textOf(band.find('h2'))).toBe(extra.title);
      const items =
        extra.kind === 'volumeDiscounts'
          ? band.find('tbody tr')
          : band.find('ol > li, ul > li:has(h3)');
      expect(items.length, extra.id).toBe(extraCount(extra));
      if (extra.kind === 'phases') {
        extra.phases.forEach((phase, index) => {
          expect(textOf(items.eq(index).find('h3'))).toBe(phase.phase);
          expect(textOf(items.eq(index))).toContain(phase.duration);
        });
      }
      if (extra.kind === 'framework' || extra.kind === 'customerTiers') {
        const names =
          extra.kind === 'framework'
            ? extra.phases.map((phase) => phase.phase)
            : extra.tiers.map((tier) => tier.name);
        expect(textsOf($, `${section(extra.id)} h3`)).toEqual(names);
      }
      if (extra.kind === 'volumeDiscounts') {
        expect(textOf(band.find('caption'))).toContain('annual purchase volume');
        VOLUME_DISCOUNT_TIERS.forEach((tier, index) => {
          const row = textOf(items.eq(index));
          expect(row).toContain(formatVolumeBand(tier));
          expect(row.toLowerCase()).toContain(formatDiscount(tier).toLowerCase());
        });
      }
    }

    const story = textOf($(section('success-story')));
    expect(story).toMatch(/illustrative example/i);
    expect(story).toContain(industry.story.company);
    for (const result of industry.story.results) expect(story).toContain(result);

    const links = $(`${section('resources')} li a`)
      .toArray()
      .map((link) => $(link).attr('href'));
    expect(links).toEqual(industry.resources.items.map((item) => item.to));
  });

  it('carries Service structured data for its audience', () => {
    expect(structuredData($)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'Service',
          audience: expect.objectContaining({audienceType: industry.audience}),
        }),
      ]),
    );
  });
});
