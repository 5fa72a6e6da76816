import {expect, test} from '@playwright/test';
import {site} from '../../src/config/site';
import {DEMO_CARDS} from '../../src/data/howItWorks';
import {LOWEST_MONTHLY} from '../../src/data/pricing';
import {formatUsd} from '../../src/lib/numbers/format';
import {
  VIEWPORTS,
  expectLinksTo,
  expectSizedImages,
  openMenuIfCollapsed,
} from './support/marketing';
import {trackProblems, waitForHydration} from './support/site';

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

// The nine titles are checked against the specification in src/data/marketingPages.test.ts.
const DEMO_TITLES = DEMO_CARDS.map((card) => card.title);

for (const viewport of VIEWPORTS) {
  test.describe(`marketing pages on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    test('landing: hero, figures, sample cards, scroll hint and sections in the order of the spec', async ({
      page,
    }) => {
      const problems = trackProblems(page);
      await page.goto('/');
      await waitForHydration(page);
      const hero = page.locator('main > header');
      await expect(hero.getByText('Find margin leaks in 24 hours')).toBeVisible();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Know What to Do Next To Grow Profits',
      );
      await expect(
        hero.getByRole('link', {name: 'Talk to a Commercial Strategist'}),
      ).toHaveAttribute('href', '/book-call');
      for (const figure of [`${formatUsd(LOWEST_MONTHLY)}/month`, '<90 days', '24hrs']) {
        await expect(hero.getByText(figure, {exact: true})).toBeVisible();
      }
      await expect(hero.getByRole('img', {name: /business overview dashboard/i})).toBeVisible();
      for (const card of ['-$18,400', '+$42,100', 'Customer tier upgraded']) {
        await expect(hero.getByText(card)).toBeVisible();
      }
      const hint = hero.getByRole('link', {name: 'Discover how it works'});
      await expect(hint).toHaveAttribute('href', '#profit-killers');

      const ids = await page
        .locator('main > section[id]')
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids.filter((id) => LANDING_SECTIONS.includes(id))).toEqual(LANDING_SECTIONS);

      await hint.click();
      await expect(page.locator('#profit-killers')).toBeInViewport();
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('landing: profit killers carry icon, urgency, impact and a sized dashboard picture', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      const cards = page.locator('#profit-killers article');
      await expect(cards).toHaveCount(4);
      await expect(cards).toContainText([
        'Critical',
        'High Priority',
        'Efficiency Gain',
        'Revenue Impact',
      ]);
      for (let index = 0; index < 4; index++) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', {level: 3})).not.toBeEmpty();
        await expect(card.getByText(/^Impact:/)).toBeVisible();
        await expect(card.getByRole('img')).toHaveAttribute('alt', /\S.{20,}/);
      }
      await expect(page.locator('#data-platform')).toContainText('ERP');
      await expect(page.locator('#data-platform')).toContainText('CRM');
      await expect(page.locator('#data-platform')).toContainText('Accounting');
      await expect(page.locator('#data-platform')).toContainText('Spreadsheets');
      await expectSizedImages(page);
    });

    test('landing: every button leads where the spec says', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const main = page.locator('main');
      expect(
        await expectLinksTo(main, 'Talk to a Commercial Strategist', '/book-call'),
      ).toBeGreaterThanOrEqual(3);
      await expectLinksTo(main, 'See Your Board Report in Action', '/demo');
      await expectLinksTo(main, `See ${site.productName} in Action`, '/demo');
      await expectLinksTo(main, 'See The Platform', '/demo');
      await expectLinksTo(main, 'Calculate Your ROI', '/calculate-roi');

      await main.getByRole('link', {name: 'See The Platform'}).click();
      await expect(page).toHaveURL(/\/demo$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        `See ${site.productName} in Action`,
      );
    });

    test('/how-it-works: steps, nine still demo cards in #demos, findings and closing band', async ({
      page,
    }) => {
      await page.goto('/how-it-works');
      await waitForHydration(page);
      await expect(page.locator('#steps li')).toHaveCount(3);
      const demos = page.locator('section#demos');
      await expect(demos.getByRole('heading', {level: 3})).toHaveText(DEMO_TITLES);
      const cards = demos.locator('article');
      await expect(cards).toHaveCount(9);
      for (let index = 0; index < 9; index++) {
        const card = cards.nth(index);
        await expect(card.getByRole('img')).toHaveAttribute('alt', /^Still from the /);
        await expect(card).toContainText('Still image: this walkthrough does not play here');
        // Nothing plays: the cards hold no control.
        await expect(card.locator('a, button, video')).toHaveCount(0);
      }
      await expect(page.locator('#findings li')).toHaveCount(5);
      const band = page.locator('#get-started');
      for (const text of [
        '<30 min',
        'For the upload',
        '24 hours',
        'To first insights',
        'Weekly',
        'Decision alerts',
      ]) {
        await expect(band.getByText(text, {exact: true})).toBeVisible();
      }
      await expectLinksTo(band, 'Try Sample Upload', '/demo');
      await expectLinksTo(band, 'Book a Demo Call', '/book-call');
      await expectSizedImages(page);

      await band.getByRole('link', {name: 'Book a Demo Call'}).click();
      await expect(page).toHaveURL(/\/book-call$/);
    });

    test('/about: mission, founder story, four values, vision figures and the two buttons', async ({
      page,
    }) => {
      await page.goto('/about');
      await waitForHydration(page);
      await expect(page.locator('#mission')).toContainText('Our mission');
      await expect(page.locator('#story')).toContainText('The founder story');
      await expect(page.locator('#values li')).toHaveCount(4);
      for (const figure of ['150+', '$4.2M']) {
        await expect(page.locator('#vision').getByText(figure, {exact: true})).toBeVisible();
      }
      await expectLinksTo(page.locator('main'), 'Book a Call', '/book-call');
      await expectLinksTo(page.locator('main'), 'See the Demo', '/demo');
    });

    test('/demo: back link, video placeholder, the three figures and the demo button', async ({
      page,
    }) => {
      await page.goto('/demo');
      await waitForHydration(page);
      await expect(page.getByRole('link', {name: 'Back to home'})).toHaveAttribute('href', '/');
      await expect(page.getByText('Demo Video Coming Soon')).toBeVisible();
      for (const [value, label] of [
        ['30 mins', 'Setup time'],
        ['24 hrs', 'To first insights'],
        ['<30 days', 'To ROI'],
      ] as const) {
        await expect(page.getByText(value, {exact: true})).toBeVisible();
        await expect(page.getByText(label, {exact: true})).toBeVisible();
      }
      await expectLinksTo(page.locator('main'), 'Book a Personal Demo', '/book-call');
      await page.getByRole('link', {name: 'Back to home'}).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('header: Pricing, About and Book a Call in order, the current page marked', async ({
      page,
    }) => {
      await page.goto('/pricing');
      await waitForHydration(page);
      await openMenuIfCollapsed(page);
      const nav = page.getByRole('navigation', {name: 'Main'});
      const labels = await nav
        .getByRole('link')
        .filter({visible: true})
        .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));
      const order = ['Pricing', 'About', 'Book a Call'].map((label) => labels.indexOf(label));
      expect(
        order.every((position) => position >= 0),
        labels.join(' | '),
      ).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      if (labels.includes('Growth Hub')) {
        expect(labels.indexOf('Growth Hub')).toBe(order[0]! + 1);
      }

      const current = nav.getByRole('link', {name: 'Pricing', exact: true}).filter({visible: true});
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toHaveAttribute('href', '/pricing');
      await expect(
        nav.getByRole('link', {name: 'About', exact: true}).filter({visible: true}),
      ).not.toHaveAttribute('aria-current', 'page');
      await expect(
        nav.getByRole('link', {name: 'Book a Call', exact: true}).filter({visible: true}),
      ).toHaveAttribute('href', '/book-call');

      await nav.getByRole('link', {name: 'About', exact: true}).filter({visible: true}).click();
      await expect(page).toHaveURL(/\/about$/);
      await openMenuIfCollapsed(page);
      await expect(
        nav.getByRole('link', {name: 'About', exact: true}).filter({visible: true}),
      ).toHaveAttribute('aria-current', 'page');
    });

    test('footer: Product column (Pricing, About) and Book a Call under Contact', async ({
      page,
    }) => {
      await page.goto('/about');
      await waitForHydration(page);
      const footer = page.locator('footer');
      const column = (title: string) =>
        footer.locator('.footer__col').filter({has: page.getByText(title, {exact: true})});
      const product = column('Product');
      await expectLinksTo(product, 'Pricing', '/pricing');
      await expectLinksTo(product, 'About', '/about');
      const contact = column('Contact');
      await expectLinksTo(contact, 'Book a Call', '/book-call');
    });

    test('landing header: transparent with white text over the dark hero, solid once scrolled', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      const navbar = page.locator('nav.navbar');
      await expect(navbar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(navbar.locator('.navbar__inner .navbar__title')).toHaveCSS(
        'color',
        'rgb(255, 255, 255)',
      );
      // The hero starts under the fixed header and its heading is not covered by it.
      const heroBox = await page.locator('main > header').boundingBox();
      const navBox = await navbar.boundingBox();
      const headingBox = await page.getByRole('heading', {level: 1}).boundingBox();
      expect(heroBox?.y).toBe(0);
      expect(headingBox!.y).toBeGreaterThan(navBox!.y + navBox!.height);
      await page.mouse.wheel(0, 400);
      await expect(page.locator('html')).toHaveClass(/header-overlay--scrolled/);
      await expect(navbar).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });
  });
}
