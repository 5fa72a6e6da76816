import {describe, expect, it} from 'vitest';
import {encodeIco, isPng, pngSize, readIcoDirectory} from './ico';

/** The start of a PNG file (signature and IHDR) declaring a square of `size` pixels. */
function fakePng(size: number, extra = 8): Uint8Array {
  const bytes = new Uint8Array(33 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, size);
  view.setUint32(20, size);
  return bytes;
}

describe('pngSize', () => {
  it('reads the width and height from the header', () => {
    expect(pngSize(fakePng(48))).toEqual({width: 48, height: 48});
    expect(isPng(new Uint8Array([1, 2, 3]))).toBe(false);
    expect(() => pngSize(new Uint8Array(40))).toThrow(/Not a PNG/);
  });
});

describe('encodeIco', () => {
  it('writes a directory of every image, smallest first, each pointing at its PNG', () => {
    const images = [48, 16, 32, 256].map((size) => ({size, png: fakePng(size, size % 7)}));
    const ico = encodeIco(images);
    const entries = readIcoDirectory(ico);
    expect(entries.map((entry) => entry.size)).toEqual([16, 32, 48, 256]);
    for (const entry of entries) {
      const png = ico.slice(entry.offset, entry.offset + entry.bytes);
      expect(pngSize(png)).toEqual({width: entry.size, height: entry.size});
    }
    const last = entries[entries.length - 1];
    expect(last && last.offset + last.bytes).toBe(ico.length);
  });
  it('refuses no image, a repeated size, a size out of range or a PNG of another size', () => {
    expect(() => encodeIco([])).toThrow(/at least one/);
    expect(() => encodeIco([16, 16].map((size) => ({size, png: fakePng(size)})))).toThrow(/twice/);
    expect(() => encodeIco([{size: 300, png: fakePng(300)}])).toThrow(/1-256/);
    expect(() => encodeIco([{size: 32, png: fakePng(16)}])).toThrow(/16 × 16/);
  });
});

describe('readIcoDirectory', () => {
  it('refuses what is not an icon, or an icon cut short', () => {
    expect(() => readIcoDirectory(fakePng(16))).toThrow(/Not an icon/);
    const ico = encodeIco([{size: 16, png: fakePng(16)}]);
    expect(() => readIcoDirectory(ico.slice(0, ico.length - 4))).toThrow(/cut short/);
  });
});
