/**
 * The browser's image decoder and JPEG encoder, behind a small interface so the rules that use
 * them (shrink-image.ts, prepare-file.ts) are tested in jsdom with a fake and the real codec in
 * Chromium (e2e and `npm run bench`).
 */
export type DecodedImage = {
  width: number;
  height: number;
  source: CanvasImageSource;
  close: () => void;
};

export type ImageCodec = {
  /** Decodes an image, turned upright by its EXIF orientation; throws when it cannot. */
  decode: (blob: Blob) => Promise<DecodedImage>;
  /** Draws the image at `width` × `height` on white and encodes it as JPEG. */
  encodeJpeg: (image: DecodedImage, width: number, height: number, quality: number) => Promise<Blob>;
};

async function decode(blob: Blob): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D | null, image: DecodedImage, width: number, height: number) {
  if (!context) throw new Error('No 2D canvas context');
  // JPEG has no transparency: a transparent PNG would turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, width, height);
}

async function encodeJpeg(image: DecodedImage, width: number, height: number, quality: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), image, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), image, width, height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no JPEG'))),
      'image/jpeg',
      quality,
    );
  });
}

export const browserImageCodec: ImageCodec = { decode, encodeJpeg };
