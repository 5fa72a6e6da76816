/**
 * Copying text that is still being made, kept apart from ./clipboard.ts so that pages which
 * copy only ready text do not load it.
 */
import {copyText} from './clipboard';

/**
 * Copies text that is still being made (a share link being compressed). Safari and the other
 * WebKit browsers accept a clipboard write only while the click that asked for it is being
 * handled: once the page has awaited anything, the click no longer counts and the write is
 * refused. So the write is asked for at once, before any await, with a clipboard item whose
 * content is the promise of the text; the browser waits for it. Where clipboard items cannot
 * hold a promise (older engines), the text is copied once ready, as `copyText` does.
 *
 * Call it synchronously from the click handler. `pending` resolves to the text, or to null
 * when there is nothing to copy after all (then nothing is written). Resolves to whether the
 * text was copied.
 */
export async function copyPendingText(pending: Promise<string | null>): Promise<boolean> {
  const ready = pending.catch(() => null);
  const written = writePendingItem(ready);
  if (
    written &&
    (await written.then(
      () => true,
      () => false,
    ))
  )
    return true;
  const text = await ready;
  return text === null ? false : copyText(text);
}

/** The clipboard write of a promised text, or undefined where the browser cannot make it. */
function writePendingItem(text: Promise<string | null>): Promise<void> | undefined {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof ClipboardItem !== 'function' || !clipboard?.write) return undefined;
  const blob = text.then((value) => {
    if (value === null) throw new Error('Nothing to copy');
    return new Blob([value], {type: 'text/plain'});
  });
  // A write that is refused rejects, and so does this promise: mark it handled here.
  blob.catch(() => undefined);
  try {
    return clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } catch {
    // An engine whose clipboard items take only ready values throws here.
    return undefined;
  }
}
