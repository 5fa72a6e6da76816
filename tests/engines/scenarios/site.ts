/**
 * Site-wide behaviours: the header at phone width, the colour mode, the search box and its
 * results page, the booking page's fallback, form controls in the site's typeface and the
 * styles kept for browsers without scripts.
 */
import {expect} from 'vitest';
import {site} from '../../../src/config/site';
import type {Scenario} from './scenario';

const COLOUR_TOGGLE = 'button~=Switch between dark and light mode';

export const SITE_SCENARIOS: readonly Scenario[] = [
  {
    name: 'the header menu opens and closes at 375 px, by pointer and by keyboard',
    async run(tab) {
      await tab.driver.resize(375, 740);
      await tab.open('/commercial-intelligence-glossary');
      const toggle = 'button=Toggle navigation bar';
      expect(await tab.attribute(toggle, 'aria-expanded')).toBe('false');
      await tab.click(toggle);
      await expect.poll(() => tab.count('.navbar-sidebar')).toBe(1);
      await expect.poll(() => tab.attribute('nav.navbar', 'class')).toMatch(/navbar-sidebar--show/);
      expect(await tab.attribute(toggle, 'aria-expanded')).toBe('true');
      // The menu's own links are there to follow.
      await expect.poll(() => tab.count('.navbar-sidebar >> link=Pricing')).toBe(1);
      await tab.click('button=Close navigation bar');
      await expect
        .poll(() => tab.attribute('nav.navbar', 'class'))
        .not.toMatch(/navbar-sidebar--show/);

      await tab.focus(toggle);
      await tab.press('Enter');
      await expect.poll(() => tab.attribute('nav.navbar', 'class')).toMatch(/navbar-sidebar--show/);
      await tab.press('Escape');
      await expect
        .poll(() => tab.attribute('nav.navbar', 'class'))
        .not.toMatch(/navbar-sidebar--show/);
      await expect.poll(() => tab.focused()).toBe('Toggle navigation bar');
    },
  },
  {
    name: 'the colour mode switches in place and is kept on the next page',
    async run(tab) {
      await tab.open('/pricing');
      const theme = () => tab.attribute('html', 'data-theme');
      const background = () => tab.style('html', 'background-color');
      const light = await background();
      // The toggle cycles through the modes: click until dark.
      for (let clicks = 0; clicks < 3 && (await theme()) !== 'dark'; clicks++) {
        await tab.click(COLOUR_TOGGLE);
      }
      expect(await theme()).toBe('dark');
      await expect.poll(background).not.toBe(light);
      await tab.open('/about');
      expect(await theme()).toBe('dark');
      // The next page opened starts in the default mode again.
      await tab.forget();
    },
  },
  {
    name: 'the search box suggests pages and opens one; the results page lists matches',
    async run(tab) {
      await tab.open('/');
      const box = 'combobox=Search the site';
      await tab.click(box);
      await tab.fill(box, 'breakeven');
      const first = 'listbox=Search suggestions >> option~=Breakeven Price';
      await expect.poll(() => tab.count(first)).toBeGreaterThan(0);
      expect(await tab.attribute(box, 'aria-expanded')).toBe('true');
      await tab.press('Enter');
      await expect.poll(() => tab.url()).toMatch(/\/business-numbers\/breakeven-price$/);
      await expect.poll(() => tab.text('h1')).toBe('Breakeven Price');

      await tab.open('/search?q=margin+leak');
      await expect.poll(() => tab.value('searchbox=Search for')).toBe('margin leak');
      await expect
        .poll(() => tab.text('status~=results for'))
        .toMatch(/^\d+ results? for “margin leak”/);
      expect(await tab.count('main ol li')).toBeGreaterThan(0);
    },
  },
  {
    name: 'the booking page adds the widget script and offers manual booking when it cannot load',
    async run(tab) {
      await tab.open('/book-call');
      const card = 'complementary=Pick a time that suits you';
      // The script is added once the page knows the visit's campaign, a render after it
      // hydrates: waited for, not read at once.
      await expect
        .poll(() =>
          tab.evaluate(
            (src) => document.head.querySelectorAll(`script[src="${src}"]`).length,
            site.scheduling.widgetScriptUrl,
          ),
        )
        .toBe(1);
      // This machine is offline: the provider's script cannot load.
      await expect
        .poll(() => tab.text(`${card} >> status~=The booking calendar could not load.`))
        .not.toBeNull();
      expect(await tab.attribute(`${card} >> link=open the booking page directly`, 'href')).toBe(
        site.scheduling.pageUrl,
      );
      expect(await tab.attribute(`${card} >> link=${site.salesEmail}`, 'href')).toMatch(
        new RegExp(`^mailto:${site.salesEmail.replace(/\./g, '\\.')}`),
      );
    },
  },
  {
    name: 'form controls are set in the site’s typeface',
    async run(tab) {
      const pageFont = () => tab.style('body', 'font-family');
      const controls: [string, string[]][] = [
        ['/calculate-roi', ['combobox=Search the site', 'button=Calculate']],
        ['/customer-profitability-calculator', ['button=Analyze Another Customer']],
        ['/customer-segmentation-guide', ['label=Import CSV', 'button=Export CSV']],
      ];
      for (const [route, selectors] of controls) {
        await tab.open(route);
        const font = await pageFont();
        for (const selector of selectors) {
          const element = await tab.evaluate((wanted) => {
            const found = window.__engine.findAll(wanted)[0];
            return found ? getComputedStyle(found).fontFamily : null;
          }, selector);
          expect(element, `${route}: ${selector}`).toBe(font);
        }
      }
    },
  },
  {
    name: 'a <dialog> opens as a modal over the page and closes with Escape and its button',
    async run(tab) {
      await tab.open('/margin-analysis-dashboard');
      const dialog = 'dialog=Dashboard preview';
      const modal = () =>
        tab.evaluate(() => document.querySelector('dialog')?.matches(':modal') ?? false);
      await tab.click('button=Preview Dashboard');
      await expect.poll(() => tab.count(dialog)).toBe(1);
      expect(await modal()).toBe(true);
      await tab.press('Escape');
      await expect.poll(() => tab.count(dialog)).toBe(0);
      await tab.click('button=Preview Dashboard');
      await expect.poll(() => tab.count(dialog)).toBe(1);
      await tab.click(`${dialog} >> button=Close preview`);
      await expect.poll(() => tab.count(dialog)).toBe(0);
      expect(await modal()).toBe(false);
    },
  },
  {
    name: 'the engine reads "@media (scripting)": what needs scripts is shown while they run',
    async run(tab) {
      await tab.open('/calculate-roi');
      expect(
        await tab.evaluate(() => [
          matchMedia('(scripting: enabled)').matches,
          matchMedia('(scripting: none)').matches,
        ]),
      ).toEqual([true, false]);
      expect(await tab.style('button=Calculate', 'display')).not.toBe('none');
    },
  },
];
