import {afterEach, describe, expect, it, vi} from 'vitest';
import {copyPendingText} from './pendingClipboard';

/** A clipboard as a browser offers it, recording what was written and when. */
function fakeClipboard({promiseItems = true, refuse = false} = {}) {
  const events: string[] = [];
  let copied: string | undefined;

  class FakeClipboardItem {
    constructor(readonly data: Record<string, Promise<Blob> | Blob>) {
      if (!promiseItems && Object.values(data).some((value) => value instanceof Promise)) {
        throw new TypeError('Clipboard items take blobs only');
      }
    }
  }

  const clipboard = {
    write: (items: FakeClipboardItem[]) => {
      events.push('write');
      return (async () => {
        const blob = await items[0]!.data['text/plain'];
        if (refuse) throw new DOMException('Not allowed', 'NotAllowedError');
        copied = await blob!.text();
      })();
    },
    writeText: async (text: string) => {
      events.push('writeText');
      copied = text;
    },
  };
  vi.stubGlobal('ClipboardItem', FakeClipboardItem);
  vi.stubGlobal('navigator', {clipboard});
  return {events, copied: () => copied};
}

/** A promise and the function that settles it, for choosing when the text is ready. */
function later<T>(): {promise: Promise<T>; resolve: (value: T) => void} {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return {promise, resolve};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyPendingText', () => {
  it('asks for the write before the text is ready, and copies it once it is', async () => {
    const clipboard = fakeClipboard();
    const text = later<string | null>();
    const copying = copyPendingText(text.promise);
    // Still within the click: the write has been asked for, with nothing awaited yet.
    expect(clipboard.events).toEqual(['write']);
    text.resolve('https://example.com/?share=1zAB');
    await expect(copying).resolves.toBe(true);
    expect(clipboard.copied()).toBe('https://example.com/?share=1zAB');
    expect(clipboard.events).toEqual(['write']);
  });

  it('copies nothing when no text comes of it', async () => {
    const clipboard = fakeClipboard();
    await expect(copyPendingText(Promise.resolve(null))).resolves.toBe(false);
    await expect(copyPendingText(Promise.reject(new Error('failed')))).resolves.toBe(false);
    expect(clipboard.copied()).toBeUndefined();
    expect(clipboard.events).not.toContain('writeText');
  });

  it('copies the ready text where clipboard items take no promise', async () => {
    const clipboard = fakeClipboard({promiseItems: false});
    await expect(copyPendingText(Promise.resolve('link'))).resolves.toBe(true);
    expect(clipboard.copied()).toBe('link');
    expect(clipboard.events).toEqual(['writeText']);
  });

  it('copies the ready text where there are no clipboard items at all', async () => {
    const clipboard = fakeClipboard();
    vi.stubGlobal('ClipboardItem', undefined);
    await expect(copyPendingText(Promise.resolve('link'))).resolves.toBe(true);
    expect(clipboard.events).toEqual(['writeText']);
    expect(clipboard.copied()).toBe('link');
  });

  it('tries the plain text write when the item is refused', async () => {
    const clipboard = fakeClipboard({refuse: true});
    await expect(copyPendingText(Promise.resolve('link'))).resolves.toBe(true);
    expect(clipboard.events).toEqual(['write', 'writeText']);
    expect(clipboard.copied()).toBe('link');
  });
});
