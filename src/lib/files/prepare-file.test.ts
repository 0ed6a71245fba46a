import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../contract';
import { formatFileSize } from './format-size';
import type { ImageCodec } from './image-codec';
import { jpegName, preparePickedFile } from './prepare-file';
import { fitWithin, needsShrink } from './shrink-image';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...'%PDF-1.7'].map((char) => char.charCodeAt(0));
const HEIC = [0, 0, 0, 24, ...[...'ftypheic'].map((char) => char.charCodeAt(0)), 0, 0, 0, 0];
const EXE = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0];

const fileOf = (head: number[], size: number, name: string, type = '') => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};

type Encoded = { width: number; height: number; quality: number };

/** A codec that knows each picked image's pixel size and answers JPEGs of a chosen weight. */
function fakeCodec(
  pixels: { width: number; height: number } | 'undecodable',
  jpegBytes: (encoded: Encoded) => number = ({ width, height }) => Math.round(width * height * 0.3),
) {
  const encoded: Encoded[] = [];
  let closed = 0;
  const codec: ImageCodec = {
    decode: async () => {
      if (pixels === 'undecodable') throw new Error('cannot decode');
      return { ...pixels, source: {} as CanvasImageSource, close: () => (closed += 1) };
    },
    encodeJpeg: async (_image, width, height, quality) => {
      encoded.push({ width, height, quality });
      return new Blob([new Uint8Array(jpegBytes({ width, height, quality }))], { type: 'image/jpeg' });
    },
  };
  return { codec, encoded, closed: () => closed };
}

describe('preparePickedFile: the type from the bytes, before anything else', () => {
  it('refuses an executable renamed .png, whatever type the browser claims, without decoding it', async () => {
    const { codec, encoded } = fakeCodec({ width: 10, height: 10 });
    const file = fileOf(EXE, 4096, 'slip.png', 'image/png');
    expect(await preparePickedFile(file, { codec })).toEqual({ ok: false, code: 'file.typeNotAllowed' });
    expect(encoded).toEqual([]);
  });

  it('refuses an empty file and text', async () => {
    const { codec } = fakeCodec({ width: 10, height: 10 });
    expect(await preparePickedFile(new File([], 'a.jpg'), { codec })).toEqual({
      ok: false,
      code: 'file.empty',
    });
    const text = new File(['hello, this is not a slip'], 'slip.jpg', { type: 'image/jpeg' });
    expect(await preparePickedFile(text, { codec })).toEqual({ ok: false, code: 'file.typeNotAllowed' });
  });

  it('keeps a PDF as it is, with no thumbnail, up to 5 MB', async () => {
    const { codec, encoded } = fakeCodec('undecodable');
    const pdf = fileOf(PDF, 300_000, 'slip.pdf');
    const outcome = await preparePickedFile(pdf, { codec });
    expect(outcome).toMatchObject({
      ok: true,
      file: {
        name: 'slip.pdf',
        type: 'application/pdf',
        size: 300_000,
        blob: pdf,
        thumbnail: null,
        isConverted: false,
      },
    });
    expect(encoded).toEqual([]);
    const big = fileOf(PDF, MAX_FILE_BYTES + 1, 'big.pdf');
    expect(await preparePickedFile(big, { codec })).toEqual({ ok: false, code: 'file.tooLarge' });
  });

  it('refuses a type the field does not take', async () => {
    const { codec } = fakeCodec({ width: 10, height: 10 });
    const pdf = fileOf(PDF, 100, 'logo.pdf');
    expect(await preparePickedFile(pdf, { codec, allowed: ['image/png'] })).toEqual({
      ok: false,
      code: 'file.typeNotAllowed',
    });
  });
});

describe('preparePickedFile: photos', () => {
  it('keeps a small photo as it is and makes a ~160 px thumbnail', async () => {
    const { codec, encoded, closed } = fakeCodec({ width: 1200, height: 900 });
    const photo = fileOf(JPEG, 400_000, 'slip.jpg', 'image/jpeg');
    const outcome = await preparePickedFile(photo, { codec });
    expect(outcome).toMatchObject({
      ok: true,
      file: { name: 'slip.jpg', type: 'image/jpeg', size: 400_000, isConverted: false },
    });
    expect(outcome.ok && outcome.file.blob).toBe(photo);
    expect(outcome.ok && outcome.file.thumbnail?.type).toBe('image/jpeg');
    expect(encoded).toEqual([{ width: 160, height: 120, quality: 0.7 }]);
    expect(closed()).toBe(1);
  });

  it('shrinks a 4000 × 3000 photo to 2000 × 1500 JPEG at quality 0.85', async () => {
    const { codec, encoded } = fakeCodec({ width: 4000, height: 3000 });
    const photo = fileOf(PNG, 4_000_000, 'IMG_0001.PNG', 'image/png');
    const outcome = await preparePickedFile(photo, { codec });
    expect(outcome).toMatchObject({
      ok: true,
      file: { name: 'IMG_0001.jpg', type: 'image/jpeg', size: 900_000, isConverted: true },
    });
    expect(encoded[0]).toEqual({ width: 2000, height: 1500, quality: 0.85 });
  });

  it('re-encodes a photo heavier than 1.5 MB even within 2,000 px, and keeps the original when that is no lighter', async () => {
    const heavy = fakeCodec({ width: 1800, height: 1800 }, ({ width }) => (width > 200 ? 700_000 : 5_000));
    const outcome = await preparePickedFile(fileOf(JPEG, 1_700_000, 'a.jpg'), { codec: heavy.codec });
    expect(outcome).toMatchObject({ ok: true, file: { size: 700_000, isConverted: true } });
    expect(heavy.encoded[0]).toEqual({ width: 1800, height: 1800, quality: 0.85 });

    const dense = fakeCodec({ width: 3000, height: 100 }, ({ width }) => (width > 200 ? 90_000 : 1_000));
    const kept = await preparePickedFile(fileOf(PNG, 50_000, 'strip.png'), { codec: dense.codec });
    expect(kept).toMatchObject({
      ok: true,
      file: { name: 'strip.png', type: 'image/png', size: 50_000, isConverted: false },
    });
  });

  it('tries a lower quality, then refuses a photo that stays over 5 MB', async () => {
    const stubborn = fakeCodec({ width: 2000, height: 2000 }, ({ quality }) =>
      quality === 0.85 ? MAX_FILE_BYTES + 10 : 3_000_000,
    );
    const outcome = await preparePickedFile(fileOf(JPEG, 8_000_000, 'a.jpg'), { codec: stubborn.codec });
    expect(outcome).toMatchObject({ ok: true, file: { size: 3_000_000 } });
    const hopeless = fakeCodec({ width: 2000, height: 2000 }, () => MAX_FILE_BYTES + 10);
    expect(await preparePickedFile(fileOf(JPEG, 8_000_000, 'a.jpg'), { codec: hopeless.codec })).toEqual({
      ok: false,
      code: 'file.tooLarge',
    });
  });

  it('refuses a photo the browser cannot decode as unreadable', async () => {
    const { codec } = fakeCodec('undecodable');
    expect(await preparePickedFile(fileOf(JPEG, 1000, 'broken.jpg'), { codec })).toEqual({
      ok: false,
      code: 'file.unreadable',
    });
  });
});

describe('preparePickedFile: HEIC', () => {
  it('turns HEIC into JPEG where the browser decodes it (Safari)', async () => {
    const { codec, encoded } = fakeCodec({ width: 1000, height: 750 });
    const outcome = await preparePickedFile(fileOf(HEIC, 900_000, 'IMG_2001.HEIC'), { codec });
    expect(outcome).toMatchObject({
      ok: true,
      file: { name: 'IMG_2001.jpg', type: 'image/jpeg', isConverted: true },
    });
    expect(encoded[0]).toEqual({ width: 1000, height: 750, quality: 0.85 });
  });

  it('refuses HEIC with its own message where the browser cannot decode it', async () => {
    const { codec } = fakeCodec('undecodable');
    expect(await preparePickedFile(fileOf(HEIC, 900_000, 'IMG_2001.HEIC'), { codec })).toEqual({
      ok: false,
      code: 'file.heicNotSupported',
    });
  });
});

describe('sizes and names', () => {
  it('fits within the long edge, never enlarging', () => {
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 4000, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(800, 600, 2000)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10_000, 1, 160)).toEqual({ width: 160, height: 1 });
  });

  it('shrinks above 2,000 px or 1.5 MB only', () => {
    expect(needsShrink(2000, 1500, 1_500_000)).toBe(false);
    expect(needsShrink(2001, 1500, 10)).toBe(true);
    expect(needsShrink(100, 100, 1.5 * 1024 * 1024 + 1)).toBe(true);
  });

  it('names a converted file .jpg and formats sizes', () => {
    expect(jpegName('IMG_1.HEIC')).toBe('IMG_1.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
    expect(jpegName('.heic')).toBe('photo.jpg');
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatFileSize(820_000, 'ms')).toBe('820 kB');
  });
});
