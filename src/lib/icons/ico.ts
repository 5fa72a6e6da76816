/**
 * The Windows icon format (.ico) with PNG images inside, as browsers read /favicon.ico: a
 * 6-byte header, one 16-byte directory entry per image, then the images.
 */

export interface IcoImage {
  /** Width and height in pixels (square), 1 to 256. */
  readonly size: number;
  /** The image as a PNG file. */
  readonly png: Uint8Array;
}

export interface IcoEntry {
  readonly size: number;
  readonly bytes: number;
  readonly offset: number;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** True when the bytes start with the PNG signature. */
export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** The width and height a PNG file declares (its IHDR chunk). */
export function pngSize(bytes: Uint8Array): {readonly width: number; readonly height: number} {
  if (!isPng(bytes) || bytes.length < 24) throw new Error('Not a PNG file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {width: view.getUint32(16), height: view.getUint32(20)};
}

/**
 * An .ico file holding the images, smallest first.
 *
 * @throws Error when there is no image, a size is outside 1-256, sizes repeat, or an image is
 *   not a PNG of its stated size.
 */
export function encodeIco(images: readonly IcoImage[]): Uint8Array {
  if (images.length === 0) throw new Error('An icon needs at least one image');
  const sorted = [...images].sort((a, b) => a.size - b.size);
  sorted.forEach((image, index) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256) {
      throw new Error(`Icon size ${image.size} is outside 1-256`);
    }
    if (index > 0 && sorted[index - 1]?.size === image.size) {
      throw new Error(`Icon size ${image.size} appears twice`);
    }
    const {width, height} = pngSize(image.png);
    if (width !== image.size || height !== image.size) {
      throw new Error(`The ${image.size} px image is ${width} × ${height}`);
    }
  });
  const total =
    HEADER_BYTES + ENTRY_BYTES * sorted.length + sorted.reduce((sum, i) => sum + i.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true);
  view.setUint16(2, 1, true);
  view.setUint16(4, sorted.length, true);
  let offset = HEADER_BYTES + ENTRY_BYTES * sorted.length;
  sorted.forEach((image, index) => {
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    // 256 is written as 0 in the one-byte width and height.
    view.setUint8(entry, image.size % 256);
    view.setUint8(entry + 1, image.size % 256);
    view.setUint8(entry + 2, 0);
    view.setUint8(entry + 3, 0);
    view.setUint16(entry + 4, 1, true);
    view.setUint16(entry + 6, 32, true);
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.length;
  });
  return out;
}

/**
 * The directory of an .ico file: each image's size, length and place.
 *
 * @throws Error when the bytes are not an icon file.
 */
export function readIcoDirectory(bytes: Uint8Array): IcoEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    bytes.length < HEADER_BYTES ||
    view.getUint16(0, true) !== 0 ||
    view.getUint16(2, true) !== 1
  ) {
    throw new Error('Not an icon file');
  }
  const count = view.getUint16(4, true);
  return Array.from({length: count}, (_, index) => {
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    if (entry + ENTRY_BYTES > bytes.length) throw new Error('The icon directory is cut short');
    const result = {
      size: view.getUint8(entry) || 256,
      bytes: view.getUint32(entry + 8, true),
      offset: view.getUint32(entry + 12, true),
    };
    if (result.offset + result.bytes > bytes.length) throw new Error('An icon image is cut short');
    return result;
  });
}
