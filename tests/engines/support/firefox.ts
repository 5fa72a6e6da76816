/**
 * Firefox (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi: no geckodriver,
 * headless, a fresh profile per launch. Downloads are saved at once into a folder of the test
 * run, as a visitor who chose "always save" would have them.
 */
import puppeteer, {type ElementHandle, type KeyInput} from 'puppeteer-core';
import type {EngineDriver, Key, PageFunction} from './driver';
import {ENGINE_BINARIES} from '../../../scripts/engines';

const KEYS: Record<Exclude<Key, 'Control+v'>, KeyInput> = {
  Enter: 'Enter',
  Escape: 'Escape',
  Tab: 'Tab',
  Space: ' ',
  Backspace: 'Backspace',
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  Home: 'Home',
  End: 'End',
};

export async function launchFirefox({
  helpers,
  downloads,
  origin,
}: {
  /** Source of the script run at the start of every page. */
  helpers: string;
  downloads: string;
  origin: string;
}): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? ENGINE_BINARIES.firefox.path,
    headless: true,
    defaultViewport: {width: 1280, height: 800},
    // No network events: the tests read pages, not requests, and each event costs Firefox's
    // automation time on every page.
    networkEnabled: false,
    extraPrefsFirefox: {
      'browser.download.dir': downloads,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.download.start_downloads_in_tmp_dir': false,
    },
  });
  // A new tab, not the one Firefox starts with: that one never has the window's focus, and
  // without it keys reach the page but activate nothing.
  const [first] = await browser.pages();
  const page = await browser.newPage();
  await first?.close();
  await page.evaluateOnNewDocument(helpers);

  const element = async (selector: string): Promise<ElementHandle<Element>> => {
    const found = (
      await page.evaluateHandle((wanted) => window.__engine.find(wanted), selector)
    ).asElement();
    if (!found) throw new Error(`No visible element for "${selector}"`);
    return found as ElementHandle<Element>;
  };

  return {
    engine: 'firefox',
    downloads,
    async open(url) {
      await page.goto(new URL(url, origin).href, {waitUntil: 'load'});
    },
    evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
      return page.evaluate(fn as (...values: unknown[]) => R, ...args) as Promise<R>;
    },
    run<R>(expression: string): Promise<R> {
      return page.evaluate(expression) as Promise<R>;
    },
    async click(selector) {
      await (await element(selector)).click();
    },
    async fill(selector, text) {
      const target = await element(selector);
      await target.evaluate((node) => {
        (node as HTMLElement).focus();
        if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) node.select();
      });
      if (text) await page.keyboard.type(text);
      else await page.keyboard.press('Backspace');
    },
    async press(key) {
      if (key === 'Control+v') {
        await page.keyboard.down('Control');
        await page.keyboard.press('v');
        await page.keyboard.up('Control');
        return;
      }
      await page.keyboard.press(KEYS[key]);
    },
    async chooseFile(selector, file) {
      const input = (await element(selector)) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
    },
    async resize(width, height) {
      await page.setViewport({width, height});
    },
    async close() {
      await browser.close();
    },
  };
}
