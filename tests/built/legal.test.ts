import {describe, expect, it} from 'vitest';
import {SITE_URL} from '../e2e/support/routes';
import {builtPage, hrefsOf, textOf} from './support/html';

/** Every figure of the privacy and terms section of the specification each page must state. */
const PAGES = [
  {
    route: '/privacy',
    title: 'Privacy Policy',
    other: ['Terms of Service', '/terms'],
    figures: [
      'deleted within 30 days after termination',
      'Up to 3 years',
      'Up to 7 years',
      'within 30 days',
      'within 72 hours',
      'under 18',
      'available to export for 30 days',
      'role-based access controls',
      'multi-factor authentication',
      'responsible for account access',
    ],
  },
  {
    route: '/terms',
    title: 'Terms of Service',
    other: ['Privacy Policy', '/privacy'],
    figures: [
      'at least 18 years old',
      'personal to your organisation',
      'must not be shared',
      'billed in advance',
      'monthly or annual billing',
      'non-refundable, unless the law requires a refund',
      "at least 30 days' notice",
      'available for you to export for 30 days',
      '99.9% uptime',
      'fees you paid us in the 12 months before',
      'law of England and Wales',
    ],
  },
] as const;

describe.each(PAGES)('$route', (legal) => {
  const $ = builtPage(legal.route);

  it('has its title, a canonical address, keywords and every figure it must state', () => {
    expect(textOf($('h1'))).toBe(legal.title);
    expect($('head link[rel="canonical"]').attr('href')).toBe(`${SITE_URL}${legal.route}`);
    expect($('head meta[name="keywords"]').attr('content')).toMatch(/,/);
    const text = textOf($('article'));
    for (const figure of legal.figures) expect(text, figure).toContain(figure);
  });

  it('links to the other legal page from its text', () => {
    const [name, href] = legal.other;
    expect(hrefsOf($, name, 'article')).toContain(href);
  });
});

it('the terms were last updated on 27 August 2025', () => {
  const $ = builtPage('/terms');
  const updated = $('article p').filter((_, p) => textOf($(p)).startsWith('Last updated:'));
  expect(textOf(updated)).toBe('Last updated: 27 August 2025');
  expect(updated.find('time').attr('datetime')).toBe('2025-08-27');
});
