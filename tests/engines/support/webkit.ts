/**
 * WebKit (WebKitGTK, the engine family of Safari) driven over classic W3C WebDriver:
 * Debian's WebKitWebDriver, on a virtual display of its own (Xvfb: without a display its new
 * session hangs), starting webkit-window.py as the browser (a bare web view: MiniBrowser
 * cannot be made as narrow as a phone), with the `webdriver` client of WebdriverIO.
 *
 * Text is typed into one element at a time: typed through the Actions API, WebKitWebDriver
 * loses repeated characters. (Its clicks can also land under the fixed navbar: the Tab
 * scrolls each element to the middle of the window first, in every engine.)
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {createServer} from 'node:net';
import WebDriver, {type Client} from 'webdriver';
import {ENGINE_BINARIES} from '../../../scripts/engines';
import type {EngineDriver, Key, PageFunction} from './driver';

/** W3C WebDriver key codes. */
const KEYS: Record<Exclude<Key, 'Control+v'>, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Space: ' ',
  Backspace: '\uE003',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Home: '\uE011',
  End: '\uE010',
};
const CONTROL = '\uE009';

/** How WebDriver writes an element in JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
type ElementReference = Record<typeof ELEMENT_KEY, string>;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as {port: number};
  server.close();
  return port;
}

/** Starts a virtual display and gives its name (":1"). */
async function startDisplay(): Promise<{display: string; process: ChildProcess}> {
  const xvfb = spawn(
    ENGINE_BINARIES.webkit.display,
    ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    {stdio: ['ignore', 'pipe', 'ignore']},
  );
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const number = /^(\d+)\n/.exec(text)?.[1];
      if (number) resolve(`:${number}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it had a display`)));
  });
  return {display, process: xvfb};
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver ended (${driver.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/**
 * A script for the asynchronous script command that awaits `body` (an expression that may
 * use `args`, the script's arguments) and hands back its value or its error.
 */
function asyncScript(body: string): string {
  return `const done = arguments[arguments.length - 1];
const args = Array.prototype.slice.call(arguments, 0, -1);
Promise.resolve()
  .then(() => ${body})
  .then((value) => done({value: value === undefined ? null : value}), (error) => done({error: String((error && error.stack) || error)}));`;
}

export async function launchWebKit({
  helpersFile,
  downloads,
  origin,
}: {
  /** The script run at the start of every page. */
  helpersFile: string;
  downloads: string;
  origin: string;
}): Promise<EngineDriver> {
  const {display, process: xvfb} = await startDisplay();
  const port = Number(process.env.WEBKIT_DRIVER_PORT) || (await freePort());
  const driverProcess = spawn(ENGINE_BINARIES.webkit.driver, [`--port=${port}`], {
    env: {...process.env, DISPLAY: display},
    stdio: 'ignore',
  });
  const stop = () => {
    driverProcess.kill();
    xvfb.kill();
  };
  let client: Client;
  try {
    await waitForDriver(port, driverProcess);
    client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: ENGINE_BINARIES.webkit.window,
          args: ['--automation', '--user-script', helpersFile, '--downloads', downloads],
        },
      } as WebdriverIO.Capabilities,
    });
  } catch (error) {
    stop();
    throw error;
  }

  const element = async (selector: string): Promise<ElementReference> => {
    const found = (await client.executeScript('return window.__engine.find(arguments[0])', [
      selector,
    ])) as ElementReference | null;
    if (!found) throw new Error(`No visible element for "${selector}"`);
    return found;
  };

  const script = async <R>(body: string, args: object[]): Promise<R> => {
    const outcome = (await client.executeAsyncScript(asyncScript(body), args)) as {
      value?: R;
      error?: string;
    };
    if (outcome.error !== undefined) throw new Error(`In the page: ${outcome.error}`);
    return outcome.value as R;
  };

  const keys = async (values: string[]) => {
    await client.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          ...values.map((value) => ({type: 'keyDown', value})),
          ...values.reverse().map((value) => ({type: 'keyUp', value})),
        ],
      },
    ]);
    await client.releaseActions();
  };

  return {
    engine: 'webkit',
    downloads,
    async open(url) {
      await client.navigateTo(new URL(url, origin).href);
    },
    evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
      return script<R>(`(${fn.toString()}).apply(null, args)`, args as unknown as object[]);
    },
    run<R>(expression: string): Promise<R> {
      return script<R>(expression, []);
    },
    async click(selector) {
      const target = await element(selector);
      await client.elementClick(target[ELEMENT_KEY]);
    },
    async fill(selector, text) {
      const target = await element(selector);
      const id = target[ELEMENT_KEY];
      // Deleting with keys (not the Clear command) lets the page see each change, as it
      // would a visitor's; then the text is typed into the element.
      const length = (await client.executeScript('return arguments[0].value.length', [
        target,
      ])) as number;
      await client.elementSendKeys(id, KEYS.End + KEYS.Backspace.repeat(length) + text);
    },
    async press(key) {
      await keys(key === 'Control+v' ? [CONTROL, 'v'] : [KEYS[key]]);
    },
    async chooseFile(selector, file) {
      const target = await element(selector);
      await client.elementSendKeys(target[ELEMENT_KEY], file);
    },
    async resize(width, height) {
      await client.setWindowRect(null, null, width, height);
    },
    async close() {
      try {
        await client.deleteSession();
      } finally {
        stop();
      }
    },
  };
}
