import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {VALUES, VISION_FIGURES} from '@site/src/data/about';
import {CALL_BENEFITS, EXPECTATIONS, PERFECT_IF, SOCIAL_PROOF} from '@site/src/data/bookCall';
import {DEMO_STATS} from '@site/src/data/demo';
import {CLOSING_STATS, DEMO_CARDS, FINDINGS, STEPS} from '@site/src/data/howItWorks';
import {
  DATA_SOURCES,
  HERO_DASHBOARD,
  HERO_STATS,
  PROFIT_KILLERS,
  SAMPLE_CARDS,
} from '@site/src/data/landing';
import {formatUsdChange} from '@site/src/lib/numbers/format';
import {builtPage, pageRoutes, hrefsOf, nameOf, textOf, textsOf} from './support/html';

/** The landing page's sections, in the order the specification gives them. */
const LANDING_SECTIONS = [
  'profit-killers',
  'problems',
  'data-platform',
  'month-start-pricing',
  'off-track-goals',
  'action-alert',
  'board-report',
  'built-from-the-inside',
  'old-way-new-way',
  'faq',
];

/** Where each call to action of the marketing pages leads, wherever it appears. */
const CALLS_TO_ACTION: Record<string, string> = {
  'Talk to a Commercial Strategist': '/book-call',
  'See Your Board Report in Action': '/demo',
  [`See ${site.productName} in Action`]: '/demo',
  'See The Platform': '/demo',
  'Calculate Your ROI': '/calculate-roi',
  'Try Sample Upload': '/demo',
  'Book a Demo Call': '/book-call',
  'Book a Call': '/book-call',
  'See the Demo': '/demo',
  'Book a Personal Demo': '/book-call',
};

const MARKETING_ROUTES = ['/', '/how-it-works', '/about', '/demo', '/pricing', '/book-call'];

describe('calls to action', () => {
  it.each(MARKETING_ROUTES)('on %s, every one leads where it leads everywhere else', (route) => {
    const $ = builtPage(route);
    for (const [name, href] of Object.entries(CALLS_TO_ACTION)) {
      for (const found of hrefsOf($, name, 'main')) expect(found, `"${name}"`).toBe(href);
    }
  });

  it('the landing page offers the strategist call at least three times, and each demo call', () => {
    const $ = builtPage('/');
    expect(hrefsOf($, 'Talk to a Commercial Strategist', 'main').length).toBeGreaterThanOrEqual(3);
    for (const name of [
      'See Your Board Report in Action',
      `See ${site.productName} in Action`,
      'See The Platform',
      'Calculate Your ROI',
    ]) {
      expect(hrefsOf($, name, 'main'), name).not.toEqual([]);
    }
  });
});

describe('the landing page', () => {
  const $ = builtPage('/');
  const hero = $('main > header');

  it('shows the headline figures, the sample cards and the dashboard picture of its data', () => {
    const text = textOf(hero);
    for (const stat of HERO_STATS) expect(text).toContain(stat.value);
    for (const card of SAMPLE_CARDS) {
      expect(text).toContain(card.label);
      if (card.amount !== null) expect(text).toContain(formatUsdChange(card.amount));
    }
    const picture = hero.find(`img[src="${HERO_DASHBOARD.src}"]`);
    expect(picture.attr('alt')).toBe(HERO_DASHBOARD.alt);
  });

  it('puts its sections in the order of the specification, the hint pointing at the first', () => {
    const ids = $('main > section[id]')
      .toArray()
      .map((section) => $(section).attr('id') ?? '');
    expect(ids.filter((id) => LANDING_SECTIONS.includes(id))).toEqual(LANDING_SECTIONS);
    expect(hero.find('a[href^="#"]').attr('href')).toBe(`#${LANDING_SECTIONS[0]}`);
    expect(hrefsOf($, 'Talk to a Commercial Strategist', 'main > header')).toEqual(['/book-call']);
  });

  it('shows each profit killer with its urgency, impact and a described picture', () => {
    const cards = $('#profit-killers article');
    expect(cards.length).toBe(PROFIT_KILLERS.length);
    PROFIT_KILLERS.forEach((killer, index) => {
      const card = cards.eq(index);
      expect(textOf(card.find('h3'))).toBe(killer.title);
      expect(textOf(card)).toContain(killer.urgency);
      expect(textOf(card)).toContain(`Impact: ${killer.impact}`);
      expect(card.find('img').attr('alt')).toBe(killer.image.alt);
    });
    const platform = textOf($('#data-platform'));
    for (const source of DATA_SOURCES) expect(platform).toContain(source.name);
  });
});

describe('/how-it-works', () => {
  const $ = builtPage('/how-it-works');

  it('shows the steps, the findings and the nine still demo cards of its data', () => {
    expect($('#steps li').length).toBe(STEPS.length);
    expect($('#findings li').length).toBe(FINDINGS.length);
    expect(textsOf($, 'section#demos h3')).toEqual(DEMO_CARDS.map((card) => card.title));
    const cards = $('section#demos article');
    expect(cards.length).toBe(DEMO_CARDS.length);
    cards.each((_, card) => {
      expect($(card).find('img').attr('alt')).toMatch(/^Still from the /);
      expect(textOf($(card))).toContain('Still image: this walkthrough does not play here');
      // Nothing plays: the cards hold no control.
      expect($(card).find('a, button, video').length).toBe(0);
    });
  });

  it('closes with its figures and the sample-upload and demo-call buttons', () => {
    const band = textOf($('#get-started'));
    for (const stat of CLOSING_STATS) {
      expect(band).toContain(stat.value);
      expect(band).toContain(stat.label);
    }
    expect(hrefsOf($, 'Try Sample Upload', '#get-started')).toEqual(['/demo']);
    expect(hrefsOf($, 'Book a Demo Call', '#get-started')).toEqual(['/book-call']);
  });
});

describe('/about, /demo and /book-call show the content of their data modules', () => {
  it('/about: mission, story, each value, the vision figures and both buttons', () => {
    const $ = builtPage('/about');
    expect($('#mission h2').length + $('#story h2').length).toBe(2);
    expect($('#values li').length).toBe(VALUES.length);
    const vision = textOf($('#vision'));
    for (const figure of VISION_FIGURES) expect(vision).toContain(figure.value);
    expect(hrefsOf($, 'Book a Call', 'main')).not.toEqual([]);
    expect(hrefsOf($, 'See the Demo', 'main')).not.toEqual([]);
  });

  it('/demo: the back link home, the video placeholder, each figure and the demo button', () => {
    const $ = builtPage('/demo');
    expect(hrefsOf($, 'Back to home', 'main')).toEqual(['/']);
    const text = textOf($('main'));
    expect(text).toContain('Demo Video Coming Soon');
    for (const stat of DEMO_STATS) expect(text).toContain(`${stat.value}`);
    for (const stat of DEMO_STATS) expect(text).toContain(stat.label);
    expect(hrefsOf($, 'Book a Personal Demo', 'main')).toEqual(['/book-call']);
  });

  it('/book-call: benefits, expectations, who it suits, social proof and the practicalities', () => {
    const $ = builtPage('/book-call');
    expect($('section[aria-labelledby="call-benefits"] li').length).toBe(CALL_BENEFITS.length);
    const text = textOf($('main'));
    for (const item of EXPECTATIONS) expect(text).toContain(item.title);
    expect($('section[aria-labelledby="call-perfect"] li').length).toBe(PERFECT_IF.length);
    const proof = textOf($('section[aria-labelledby="social-proof"]'));
    for (const stat of SOCIAL_PROOF) expect(proof).toContain(stat.value);
    expect(text).toMatch(/Calls take place over video conference/);
  });
});

describe('header and footer, on every page', () => {
  it.each(pageRoutes())('%s: Pricing, About and Book a Call in order; footer columns', (route) => {
    const $ = builtPage(route);
    const nav = $('nav[aria-label="Main"]');
    const labels = nav
      .find('a')
      .toArray()
      .map((link) => nameOf($, link));
    const order = ['Pricing', 'About', 'Book a Call'].map((label) => labels.indexOf(label));
    expect(
      order.every((position) => position >= 0),
      labels.join(' | '),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    if (labels.includes('Growth Hub')) {
      expect(labels.indexOf('Growth Hub')).toBe(order[0]! + 1);
    }
    expect(hrefsOf($, 'Book a Call', 'nav[aria-label="Main"]')[0]).toBe('/book-call');

    const column = (title: string) =>
      $('footer .footer__col')
        .toArray()
        .find((col) => textOf($(col).find('.footer__title')) === title);
    const product = column('Product');
    const contact = column('Contact');
    expect(product && contact).toBeTruthy();
    expect(hrefsOf($, 'Pricing', product!)).toEqual(['/pricing']);
    expect(hrefsOf($, 'About', product!)).toEqual(['/about']);
    expect(hrefsOf($, 'Book a Call', contact!)).toEqual(['/book-call']);
    expect(hrefsOf($, 'Privacy Policy', 'footer')).toEqual(['/privacy']);
    expect(hrefsOf($, 'Terms of Service', 'footer')).toEqual(['/terms']);
  });

  it('marks the current page in the main navigation', () => {
    const $ = builtPage('/pricing');
    const current = $('nav[aria-label="Main"] a[aria-current="page"]')
      .toArray()
      .map((link) => [nameOf($, link), $(link).attr('href')]);
    expect(current).toContainEqual(['Pricing', '/pricing']);
    expect(current.map(([name]) => name)).not.toContain('About');
  });

  it('marks Book a Call as the current page on the booking page', () => {
    const $ = builtPage('/book-call');
    const cta = $('nav[aria-label="Main"] a.navbar-cta');
    expect(cta.attr('aria-current')).toBe('page');
    expect(cta.hasClass('navbar__link--active')).toBe(true);
  });

  it('opens the footer mail link in the mail program, not in a new tab', () => {
    const $ = builtPage('/');
    const mail = $('footer a[href^="mailto:"]');
    expect(mail.length).toBe(1);
    expect(textOf(mail)).toBe(site.salesEmail);
    expect(mail.attr('target')).toBeUndefined();
    expect(mail.find('svg').length).toBe(0);
  });

  it('every image in the main content of every page declares its size', () => {
    const unsized = pageRoutes().flatMap((route) => {
      const $ = builtPage(route);
      return $('main img')
        .toArray()
        .filter(
          (img) =>
            !/^\d+$/.test(img.attribs.width ?? '') || !/^\d+$/.test(img.attribs.height ?? ''),
        )
        .map((img) => `${route}: ${img.attribs.src ?? '?'}`);
    });
    expect(unsized).toEqual([]);
  });
});
