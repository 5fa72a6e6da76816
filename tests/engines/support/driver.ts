/**
 * What the engine scenarios need from a browser, whichever drives it: Firefox through
 * puppeteer-core over WebDriver BiDi (firefox.ts), WebKitGTK through WebKitWebDriver over
 * classic WebDriver (webkit.ts). Elements are named by the selectors of page-helpers.js; an
 * action waits for its element to be on the page and visible (see tab.ts).
 */

export type EngineName = 'firefox' | 'webkit';

/** Keys pressed on the focused element; "Control+v" presses a chord. */
export type Key =
  | 'Enter'
  | 'Escape'
  | 'Tab'
  | 'Space'
  | 'Backspace'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End'
  | 'Control+v';

/** A function run in the page. It must be self-contained: it is sent as source text. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface EngineDriver {
  readonly engine: EngineName;
  /** Where downloads land, each under the name the page suggests. */
  readonly downloads: string;
  /** Opens an address (a path of the served build, or a full URL) and waits for its load. */
  open(url: string): Promise<void>;
  /** Runs a function in the page and gives its (JSON-able) result. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** Evaluates a JavaScript expression in the page, awaiting it if it is a promise. */
  run<R>(expression: string): Promise<R>;
  /** Clicks the element the selector names, as a visitor's pointer does, in the middle of it. */
  click(selector: string): Promise<void>;
  /** Puts the text into a field as typed keys, in place of what it held. */
  fill(selector: string, text: string): Promise<void>;
  /** Presses a key on the element that has focus. */
  press(key: Key): Promise<void>;
  /** Chooses a file in a file input. */
  chooseFile(selector: string, file: string): Promise<void>;
  /** Sets the size of the page's viewport (the window, where the engine has no other). */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}
