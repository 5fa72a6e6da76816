import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  MAX_SHARE_URL_LENGTH,
  SHARE_PARAM,
  decodeShared,
  encodeShared,
  shareLinkFor,
  sharedToken,
  type ShareCodec,
} from './link';
import {MAX_FIELD_TEXT} from '../text/limits';

/** A codec for lists of strings, written as they are. */
const TEXTS: ShareCodec<string[]> = {
  version: 2,
  toCompact: (texts) => texts,
  fromCompact: (compact) =>
    Array.isArray(compact) && compact.every((item) => typeof item === 'string') ? compact : null,
};

function bytesToken(mode: string, text: string): string {
  return `1${mode}${Buffer.from(text).toString('base64url')}`;
}

describe('encodeShared and decodeShared', () => {
  it('round-trip a state, accents and emoji included', async () => {
    const state = ['Café Müller', '“quoted”', '🚚 12,500', ''];
    const token = await encodeShared(TEXTS, state);
    expect(token).toMatch(/^1[zj][A-Za-z0-9_-]+$/);
    expect(await decodeShared(TEXTS, token)).toEqual({ok: true, state});
  });

  it('round-trip any list of strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({unit: 'grapheme'}), {maxLength: 20}), async (state) => {
        const decoded = await decodeShared(TEXTS, await encodeShared(TEXTS, state));
        return decoded.ok && JSON.stringify(decoded.state) === JSON.stringify(state);
      }),
      {numRuns: 50},
    );
  });

  it('deflates repetitive states to a fraction of their plain length', async () => {
    const state = Array.from({length: 60}, (_, index) => `Customer ${index},50000,12,30,25`);
    const token = await encodeShared(TEXTS, state);
    expect(token.startsWith('1z')).toBe(true);
    expect(token.length).toBeLessThan(JSON.stringify(state).length / 3);
  });

  it('reads a plain token as well as a deflated one', async () => {
    expect(await decodeShared(TEXTS, bytesToken('j', '[2,["a","b"]]'))).toEqual({
      ok: true,
      state: ['a', 'b'],
    });
  });

  it('refuses tokens of another format or codec version as unsupported', async () => {
    expect(await decodeShared(TEXTS, `2${bytesToken('j', '[2,[]]').slice(1)}`)).toEqual({
      ok: false,
      reason: 'unsupported',
    });
    expect(await decodeShared(TEXTS, bytesToken('j', '[1,["a"]]'))).toEqual({
      ok: false,
      reason: 'unsupported',
    });
  });

  it('refuses damaged tokens without throwing', async () => {
    const damaged = {ok: false, reason: 'damaged'};
    expect(await decodeShared(TEXTS, '1j!!!')).toEqual(damaged);
    expect(await decodeShared(TEXTS, '1x' + 'abc')).toEqual(damaged);
    expect(await decodeShared(TEXTS, bytesToken('j', '[2,["a"'))).toEqual(damaged);
    expect(await decodeShared(TEXTS, bytesToken('j', '[2,[1,2]]'))).toEqual(damaged);
    expect(await decodeShared(TEXTS, bytesToken('j', '{"a":1}'))).toEqual(damaged);
    expect(await decodeShared(TEXTS, '1zAAAA')).toEqual(damaged);
  });

  it('refuses a short link holding a text longer than any field takes (one long word)', async () => {
    const token = await encodeShared(TEXTS, ['x'.repeat(190_000)]);
    expect(token.length).toBeLessThan(1000);
    expect(await decodeShared(TEXTS, token)).toEqual({ok: false, reason: 'damaged'});
    const longest = ['y'.repeat(MAX_FIELD_TEXT)];
    expect(await decodeShared(TEXTS, await encodeShared(TEXTS, longest))).toEqual({
      ok: true,
      state: longest,
    });
  });

  it('refuses a link that inflates past the size any tool could share', async () => {
    const bomb = await encodeShared(TEXTS, ['x'.repeat(1_000_000)]);
    expect(bomb.length).toBeLessThan(5000);
    expect(await decodeShared(TEXTS, bomb)).toEqual({ok: false, reason: 'damaged'});
  });
});

describe('shareLinkFor', () => {
  it('gives a link to the page whose share value restores the state', async () => {
    const link = await shareLinkFor(TEXTS, ['a'], 'https://example.com', '/tool');
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    const url = new URL(link.url);
    expect(url.origin + url.pathname).toBe('https://example.com/tool');
    const token = sharedToken(url.search);
    expect(token).not.toBeNull();
    expect(await decodeShared(TEXTS, token ?? '')).toEqual({ok: true, state: ['a']});
  });

  it('refuses a state whose link would pass the safe length, saying how long it would be', async () => {
    // Random text does not compress: this state cannot fit however it is packed.
    const state = Array.from({length: 400}, (_, index) =>
      Math.sin(index + 1)
        .toString(36)
        .slice(2),
    );
    const link = await shareLinkFor(TEXTS, state, 'https://example.com', '/tool');
    expect(link.ok).toBe(false);
    if (link.ok) return;
    expect(link.max).toBe(MAX_SHARE_URL_LENGTH);
    expect(link.length).toBeGreaterThan(MAX_SHARE_URL_LENGTH);
  });
});

describe('sharedToken', () => {
  it('reads the share parameter, or gives null when there is none', () => {
    expect(sharedToken(`?${SHARE_PARAM}=1jW10`)).toBe('1jW10');
    expect(sharedToken('?revenue=5')).toBeNull();
    expect(sharedToken(`?${SHARE_PARAM}=`)).toBeNull();
    expect(sharedToken('')).toBeNull();
  });
});
