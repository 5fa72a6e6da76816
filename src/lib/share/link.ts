/**
 * A tool's state as a link: `…/customer-segmentation-guide?share=1z…`.
 *
 * The value of `share` is a short versioned encoding: the format version ("1"), how the
 * payload is packed ("z": deflate, "j": plain), then the payload in base64url. The payload is
 * the JSON `[codec version, compact state]`, where each tool's codec writes its state as
 * compactly as it can (lists of values rather than named fields). Deflate is the browser's
 * own (CompressionStream), so sharing adds no library to the page; where a browser lacks it,
 * links are written plain.
 *
 * Links are kept under `MAX_SHARE_URL_LENGTH` characters, which every browser, server and
 * chat tool passes on intact; a state that does not fit is refused with the length it needs.
 */

import {withinFieldLimit} from '../text/limits';

/** Name of the query parameter holding a shared state. */
export const SHARE_PARAM = 'share';

/** Name of the query parameter holding a shared comparison of saved calculations. */
export const COMPARE_PARAM = 'compare';

/** Longest link offered: about 2,000 characters pass through every browser and server. */
export const MAX_SHARE_URL_LENGTH = 2000;

/** Largest decoded payload read from a link, in bytes: a guard against crafted links. */
const MAX_PAYLOAD_BYTES = 200_000;

const FORMAT_VERSION = '1';

/** How one tool writes its state compactly, and reads it back (null when it does not fit). */
export interface ShareCodec<S> {
  /** Version of the compact form; a link of another version is refused. */
  readonly version: number;
  readonly toCompact: (state: S) => unknown;
  readonly fromCompact: (compact: unknown) => S | null;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function canCompress(): boolean {
  try {
    return typeof CompressionStream === 'function' && Boolean(new CompressionStream('deflate-raw'));
  } catch {
    return false;
  }
}

/** Reads a stream to its end, or gives null past `limit` bytes. */
async function readAll(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function transform(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit: number,
): Promise<Uint8Array | null> {
  const source = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  try {
    return await readAll(source, limit);
  } catch {
    return null;
  }
}

/** The `share` value of a state: the shorter of deflated and plain, where deflate exists. */
export async function encodeShared<S>(codec: ShareCodec<S>, state: S): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify([codec.version, codec.toCompact(state)]));
  const plain = `${FORMAT_VERSION}j${toBase64Url(json)}`;
  if (!canCompress()) return plain;
  const packed = await transform(
    json,
    new CompressionStream('deflate-raw'),
    Number.POSITIVE_INFINITY,
  );
  if (!packed) return plain;
  const deflated = `${FORMAT_VERSION}z${toBase64Url(packed)}`;
  return deflated.length < plain.length ? deflated : plain;
}

/**
 * Whether every text in a decoded payload is one a field could hold: a crafted link can
 * pack a text far longer (one long word compresses to a few hundred characters).
 */
function textsWithinLimit(payload: unknown): boolean {
  const stack: unknown[] = [payload];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string' && !withinFieldLimit(value)) return false;
    if (typeof value === 'object' && value !== null) stack.push(...Object.values(value));
  }
  return true;
}

/** Why a shared link could not be opened. */
export type SharedReading<S> =
  | {readonly ok: true; readonly state: S}
  | {readonly ok: false; readonly reason: 'damaged' | 'unsupported'};

/** Reads a `share` value back into a tool's state. */
export async function decodeShared<S>(
  codec: ShareCodec<S>,
  token: string,
): Promise<SharedReading<S>> {
  const damaged = {ok: false, reason: 'damaged'} as const;
  if (token[0] !== FORMAT_VERSION) return {ok: false, reason: 'unsupported'};
  const mode = token[1];
  const bytes = fromBase64Url(token.slice(2));
  if (!bytes) return damaged;
  let json: Uint8Array | null;
  if (mode === 'j') json = bytes.byteLength <= MAX_PAYLOAD_BYTES ? bytes : null;
  else if (mode === 'z') {
    if (typeof DecompressionStream !== 'function') return {ok: false, reason: 'unsupported'};
    json = await transform(bytes, new DecompressionStream('deflate-raw'), MAX_PAYLOAD_BYTES);
  } else return damaged;
  if (!json) return damaged;
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(json));
  } catch {
    return damaged;
  }
  if (!Array.isArray(payload) || payload.length !== 2) return damaged;
  if (!textsWithinLimit(payload)) return damaged;
  if (payload[0] !== codec.version) return {ok: false, reason: 'unsupported'};
  const state = codec.fromCompact(payload[1]);
  return state === null ? damaged : {ok: true, state};
}

/** The link to a page (`origin` + `path`) with a `share` value (or one under another name). */
export function shareUrl(origin: string, path: string, token: string, param = SHARE_PARAM): string {
  const params = new URLSearchParams({[param]: token});
  return `${origin}${path}?${params.toString()}`;
}

export type ShareLink =
  | {readonly ok: true; readonly url: string}
  | {readonly ok: false; readonly length: number; readonly max: number};

/**
 * A link to `path` restoring `state` (under the `share` parameter unless another is named),
 * or how long it would be when too long to share.
 */
export async function shareLinkFor<S>(
  codec: ShareCodec<S>,
  state: S,
  origin: string,
  path: string,
  param = SHARE_PARAM,
): Promise<ShareLink> {
  const url = shareUrl(origin, path, await encodeShared(codec, state), param);
  return url.length <= MAX_SHARE_URL_LENGTH
    ? {ok: true, url}
    : {ok: false, length: url.length, max: MAX_SHARE_URL_LENGTH};
}

/** The `share` value of a query string ("?share=…"), or the value of another parameter, if any. */
export function sharedToken(search: string, param = SHARE_PARAM): string | null {
  const token = new URLSearchParams(search).get(param);
  return token && token.length > 0 ? token : null;
}
