import {describe, expect, it} from 'vitest';
import {retryingImport, type RetryWait} from './retryingImport';

/** A wait that records what it was asked and goes online when told. */
function controlledWait() {
  const calls: string[] = [];
  let goOnline: () => void = () => undefined;
  const onlineNow = new Promise<void>((resolve) => {
    goOnline = resolve;
  });
  const wait: RetryWait = {
    online: () => {
      calls.push('online');
      return onlineNow;
    },
    pause: (ms) => {
      calls.push(`pause ${ms}`);
      return Promise.resolve();
    },
  };
  return {wait, calls, goOnline};
}

describe('retryingImport', () => {
  it('loads once when the first try works', async () => {
    let tries = 0;
    const load = retryingImport(async () => {
      tries += 1;
      return 'module';
    });
    await expect(load()).resolves.toBe('module');
    expect(tries).toBe(1);
  });

  it('waits for the browser to be online before trying again, and then loads', async () => {
    const {wait, calls, goOnline} = controlledWait();
    let tries = 0;
    const load = retryingImport(
      async () => {
        tries += 1;
        if (tries === 1) throw new Error('Loading chunk 3088 failed');
        return 'module';
      },
      3,
      wait,
    );
    const result = load();
    await Promise.resolve();
    await Promise.resolve();
    expect(tries).toBe(1);
    expect(calls).toEqual(['online']);
    goOnline();
    await expect(result).resolves.toBe('module');
    expect(tries).toBe(2);
    expect(calls).toEqual(['online', 'pause 1000']);
  });

  it('gives up with the last error after its retries', async () => {
    const {wait, goOnline} = controlledWait();
    goOnline();
    let tries = 0;
    const load = retryingImport(
      async () => {
        tries += 1;
        throw new Error(`failure ${tries}`);
      },
      2,
      wait,
    );
    await expect(load()).rejects.toThrow('failure 3');
    expect(tries).toBe(3);
  });
});
