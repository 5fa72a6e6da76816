/**
 * One browser tab as the scenarios use it, the same in every engine: it opens pages of the
 * served build and waits for hydration, acts on elements once they are shown, reads what the
 * page shows, the clipboard and downloaded files, and keeps the errors the pages reported.
 * Assertions poll (vitest's expect.poll) rather than sleep.
 */
import {readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {EngineDriver, EngineName, Key, PageFunction} from './driver';

/** What page-helpers.js puts on the window. */
interface PageHelpers {
  readonly problems: string[];
  find(selector: string): Element | null;
  findAll(selector: string): Element[];
  visible(element: Element): boolean;
  nameOf(element: Element): string;
  textOf(element: Element): string;
}

declare global {
  interface Window {
    readonly __engine: PageHelpers;
  }
}

/** What a wait gives back: the value it waited for, never a falsy one. */
type Truthy<T> = Exclude<T, null | undefined | false | 0 | ''>;

/** How long an element may take to appear, or the page to hydrate, on a busy machine. */
const WAIT_MS = 30_000;
const POLL_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file the page downloaded: the name it gave and the bytes as UTF-8 text. */
export interface Download {
  readonly name: string;
  readonly text: string;
}

export class Tab {
  /** Errors of pages left since the last look (see problems()). */
  private earlier: string[] = [];

  /** `files`: a folder for the files the scenarios hand to file inputs. */
  constructor(
    readonly driver: EngineDriver,
    private readonly files: string,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  /** Polls until `check` gives a truthy value, or fails naming what was awaited. */
  async until<T>(
    what: string,
    check: () => Promise<T | null | undefined | false>,
    timeout = WAIT_MS,
  ): Promise<T> {
    const deadline = Date.now() + timeout;
    let failure: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value) return value;
      } catch (error) {
        failure = error;
      }
      if (Date.now() > deadline) {
        throw new Error(`Waited ${timeout} ms for ${what}${failure ? `: ${String(failure)}` : ''}`);
      }
      await pause(POLL_MS);
    }
  }

  /**
   * Waits, in the page, until a page function gives a truthy value, and gives it: one call
   * into the page rather than one per attempt (each call costs the browser's automation
   * more than the check itself). A navigation while it waits ends the call; it is made again.
   */
  async waitInPage<A extends unknown[], R>(
    what: string,
    fn: PageFunction<A, R>,
    ...args: A
  ): Promise<Truthy<R>> {
    const deadline = Date.now() + WAIT_MS;
    const expression = `(async (check, args, deadline) => {
      let failure = '';
      for (;;) {
        try {
          const value = await check(...args);
          if (value) return {value};
          failure = '';
        } catch (error) {
          failure = String(error);
        }
        if (Date.now() > deadline) return {failure};
        await new Promise((resolve) => setTimeout(resolve, ${POLL_MS}));
      }
    })(${fn.toString()}, ${JSON.stringify(args)}, ${deadline})`;
    let failure = '';
    while (Date.now() <= deadline) {
      try {
        const outcome = await this.driver.run<{value?: R; failure?: string}>(expression);
        if (outcome.value) return outcome.value as Truthy<R>;
        failure = outcome.failure ?? '';
        break;
      } catch (error) {
        failure = String(error);
        await pause(POLL_MS);
      }
    }
    throw new Error(`Waited ${WAIT_MS} ms for ${what}${failure ? `: ${failure}` : ''}`);
  }

  /** Runs a function in the page and gives its (JSON-able) result. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return this.driver.evaluate(fn, ...args);
  }

  /** Opens a page (a path of the build or a full URL) and waits until React has hydrated it. */
  async open(url: string): Promise<void> {
    await this.keepProblems();
    await this.driver.open(url);
    await this.hydrated();
  }

  async hydrated(): Promise<void> {
    await this.waitInPage(
      'hydration',
      () => document.documentElement.dataset.hasHydrated === 'true',
    );
  }

  /**
   * Opens a page, and gives what every page must get right once it has hydrated: its HTTP
   * status, how many visible h1 it has and the errors reported since the last look. One call
   * into the page after the navigation, not one per fact.
   */
  async visit(url: string): Promise<{status: number; headings: number; problems: string[]}> {
    await this.keepProblems();
    await this.driver.open(url);
    const seen = await this.waitInPage('hydration', async () => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return null;
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      // WebKitGTK does not record the status: the same address is asked for again.
      const status =
        entry?.responseStatus ||
        (await fetch(window.location.href, {method: 'HEAD', cache: 'no-store'})).status;
      return {
        status,
        headings: window.__engine.findAll('h1').filter(window.__engine.visible).length,
        problems: window.__engine.problems.splice(0),
      };
    });
    const problems = [...this.earlier, ...seen.problems];
    this.earlier = [];
    return {...seen, problems};
  }

  /**
   * Opens a page as a visitor who has never been here: nothing of theirs is stored. When the
   * tab already shows a page of the site, storage is emptied there and the page loads once,
   * unless the page left behind wrote to it as it went (its pending changes are written when
   * it is left): then, as from any other start, storage is emptied and the page loaded again.
   */
  async openAfresh(url: string): Promise<void> {
    const here = await this.driver.evaluate(() => window.location.origin).catch(() => null);
    if (here?.startsWith('http') && new URL(url, here).origin === here) {
      await this.forget();
      await this.open(url);
      if ((await this.driver.evaluate(() => window.localStorage.length)) === 0) return;
    } else {
      await this.open(url);
    }
    await this.forget();
    await this.reload();
  }

  /** Reloads the page and waits for hydration again. */
  async reload(): Promise<void> {
    await this.open(await this.url());
  }

  url(): Promise<string> {
    return this.driver.evaluate(() => window.location.href);
  }

  /** Waits until the selector names a visible element. */
  async shown(selector: string): Promise<void> {
    await this.waitInPage(
      `"${selector}" to be shown`,
      (wanted) => window.__engine.find(wanted) !== null,
      selector,
    );
  }

  /**
   * Clicks once the element takes clicks: an engine may refuse one while the element is
   * still moving into place (WebDriver's "element not interactable"), so a refused click is
   * tried again until the wait runs out.
   */
  async click(selector: string): Promise<void> {
    await this.shown(selector);
    await this.settled(selector);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      try {
        await this.driver.click(selector);
        return;
      } catch (error) {
        const refused = /not interactable|No visible element/.test(String(error));
        if (!refused || Date.now() > deadline) throw error;
      }
      await pause(POLL_MS);
    }
  }

  /**
   * Scrolls the element to the middle of the window and waits until it stops moving (a menu
   * sliding in, a panel opening): a click aimed at a moving element lands beside it.
   */
  private async settled(selector: string): Promise<void> {
    await this.waitInPage(
      `"${selector}" to stop moving`,
      async (wanted) => {
        const element = window.__engine.find(wanted);
        if (!element) return false;
        element.scrollIntoView({block: 'center', inline: 'center'});
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const before = element.getBoundingClientRect();
        await frame();
        await frame();
        const after = element.getBoundingClientRect();
        return (['x', 'y', 'width', 'height'] as const).every(
          (side) => before[side] === after[side],
        );
      },
      selector,
    );
  }

  async fill(selector: string, text: string): Promise<void> {
    await this.shown(selector);
    await this.driver.fill(selector, text);
  }

  async focus(selector: string): Promise<void> {
    await this.shown(selector);
    await this.driver.evaluate(
      (wanted) => (window.__engine.find(wanted) as HTMLElement).focus(),
      selector,
    );
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  /** Writes a file to choose in a file input, and gives its path. */
  writeFile(name: string, content: string): string {
    const file = path.join(this.files, name);
    writeFileSync(file, content);
    return file;
  }

  async chooseFile(selector: string, file: string): Promise<void> {
    // File inputs are often drawn as a styled label: the input itself may be hidden.
    await this.waitInPage(
      `"${selector}" to exist`,
      (wanted) => window.__engine.findAll(wanted).length > 0,
      selector,
    );
    await this.driver.evaluate((wanted) => {
      const input = window.__engine.findAll(wanted)[0] as HTMLInputElement;
      input.dataset.engineChoose = 'true';
    }, selector);
    await this.driver.chooseFile('[data-engine-choose="true"]', file);
    await this.driver.evaluate(() => {
      document.querySelector('[data-engine-choose]')?.removeAttribute('data-engine-choose');
    });
  }

  /** The text of the first visible element the selector names, or null when there is none. */
  text(selector: string): Promise<string | null> {
    return this.driver.evaluate((wanted) => {
      const element = window.__engine.find(wanted);
      return element ? window.__engine.textOf(element) : null;
    }, selector);
  }

  /** The texts of every visible element the selector names. */
  texts(selector: string): Promise<string[]> {
    return this.driver.evaluate(
      (wanted) =>
        window.__engine
          .findAll(wanted)
          .filter(window.__engine.visible)
          .map((element) => window.__engine.textOf(element)),
      selector,
    );
  }

  /** The value of a form field, or null when there is none. */
  value(selector: string): Promise<string | null> {
    return this.driver.evaluate((wanted) => {
      const element = window.__engine.find(wanted) as HTMLInputElement | null;
      return element ? element.value : null;
    }, selector);
  }

  /** The values of every visible field the selector names. */
  values(selector: string): Promise<string[]> {
    return this.driver.evaluate(
      (wanted) =>
        window.__engine
          .findAll(wanted)
          .filter(window.__engine.visible)
          .map((element) => (element as HTMLInputElement).value),
      selector,
    );
  }

  /** The text of the elements that describe a field (aria-describedby), or null. */
  description(selector: string): Promise<string | null> {
    return this.driver.evaluate((wanted) => {
      const ids = window.__engine.find(wanted)?.getAttribute('aria-describedby');
      if (!ids) return null;
      return ids
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter((element): element is HTMLElement => element !== null)
        .map((element) => window.__engine.textOf(element))
        .join(' ');
    }, selector);
  }

  attribute(selector: string, name: string): Promise<string | null> {
    return this.driver.evaluate(
      (wanted, attribute) => window.__engine.find(wanted)?.getAttribute(attribute) ?? null,
      selector,
      name,
    );
  }

  /** How many visible elements the selector names. */
  count(selector: string): Promise<number> {
    return this.driver.evaluate(
      (wanted) => window.__engine.findAll(wanted).filter(window.__engine.visible).length,
      selector,
    );
  }

  /** The accessible name of the element that has focus. */
  focused(): Promise<string> {
    return this.driver.evaluate(() =>
      document.activeElement ? window.__engine.nameOf(document.activeElement) : '',
    );
  }

  /** A computed style property of the first visible element the selector names. */
  style(selector: string, property: string): Promise<string | null> {
    return this.driver.evaluate(
      (wanted, name) => {
        const element = window.__engine.find(wanted);
        return element ? getComputedStyle(element).getPropertyValue(name) : null;
      },
      selector,
      property,
    );
  }

  /** Empties this origin's storage, as for a visitor who has never been here. */
  async forget(): Promise<void> {
    await this.driver.evaluate(() => window.localStorage.clear());
  }

  /**
   * What the clipboard holds, read as a visitor reads it: pasted (Ctrl+V) into a text area
   * added for the purpose, which goes again afterwards.
   */
  async clipboard(): Promise<string> {
    await this.driver.evaluate(() => {
      const area = document.createElement('textarea');
      area.setAttribute('data-engine-paste', '');
      area.style.position = 'fixed';
      area.style.top = '0';
      document.body.append(area);
      area.focus();
    });
    await this.driver.press('Control+v');
    const text = await this.driver.evaluate(() => {
      const area = document.querySelector<HTMLTextAreaElement>('[data-engine-paste]');
      const pasted = area?.value ?? '';
      area?.remove();
      return pasted;
    });
    return text;
  }

  /**
   * Runs an action that downloads one file and gives the file as saved in the downloads
   * folder: the engine's own download, from a blob or a data address.
   */
  async download(action: () => Promise<void>): Promise<Download> {
    const folder = this.driver.downloads;
    for (const name of readdirSync(folder)) rmSync(path.join(folder, name), {recursive: true});
    await action();
    const saved = await this.until('a downloaded file', async () => {
      const names = readdirSync(folder).filter(
        (name) => !/\.(part|download|wkdownload)$/.test(name) && !name.startsWith('.'),
      );
      if (names.length !== 1) return null;
      const file = path.join(folder, names[0]!);
      const size = statSync(file).size;
      await pause(100);
      return size > 0 && statSync(file).size === size ? names[0]! : null;
    });
    return {name: saved, text: readFileSync(path.join(folder, saved), 'utf8')};
  }

  /** Errors reported by the pages opened since the last call (uncaught, console.error). */
  async problems(): Promise<string[]> {
    await this.keepProblems();
    const all = this.earlier;
    this.earlier = [];
    return all;
  }

  private async keepProblems(): Promise<void> {
    try {
      const current = await this.driver.evaluate(() =>
        window.__engine ? window.__engine.problems.splice(0) : [],
      );
      this.earlier.push(...current);
    } catch {
      // No page yet (the first visit): nothing to keep.
    }
  }
}
