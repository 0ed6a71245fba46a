/**
 * Photos of bank-in slips are shrunk on the device before they are queued: a phone's
 * 12-megapixel photo is 3–6 MB, too much to hold and upload on a weak connection, and 2,000 px
 * on the long edge still reads every digit of a slip. What is larger than that, or heavier than
 * ~1.5 MB, is drawn at most 2,000 px on its long edge and encoded as JPEG at quality 0.85.
 */
import { MAX_FILE_BYTES } from '../../contract';
import type { DecodedImage, ImageCodec } from './image-codec';

export const MAX_EDGE_PX = 2000;
export const SHRINK_ABOVE_BYTES = 1.5 * 1024 * 1024;
export const JPEG_QUALITY = 0.85;
/** A second, lower quality for the rare photo still over the limit at 0.85. */
export const FALLBACK_JPEG_QUALITY = 0.7;
export const THUMBNAIL_EDGE_PX = 160;

/** The size within `maxEdge` on the long edge, keeping the aspect ratio (never enlarged). */
export function fitWithin(width: number, height: number, maxEdge: number) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export const needsShrink = (width: number, height: number, bytes: number) =>
  Math.max(width, height) > MAX_EDGE_PX || bytes > SHRINK_ABOVE_BYTES;

/**
 * The image as JPEG within 2,000 px, or null when even the lower quality stays over the server's
 * limit. Heavier than the original only when the original could not be kept (HEIC): then the
 * caller passes `mustConvert`.
 */
export async function shrinkImage(
  original: Blob,
  image: DecodedImage,
  codec: ImageCodec,
  mustConvert = false,
): Promise<Blob | null> {
  const { width, height } = fitWithin(image.width, image.height, MAX_EDGE_PX);
  for (const quality of [JPEG_QUALITY, FALLBACK_JPEG_QUALITY]) {
    const jpeg = await codec.encodeJpeg(image, width, height, quality);
    // A small but heavy PNG can come out heavier as JPEG: keep the original then.
    if (!mustConvert && jpeg.size >= original.size && original.size <= MAX_FILE_BYTES) return original;
    if (jpeg.size <= MAX_FILE_BYTES) return jpeg;
  }
  return null;
}

/** A small JPEG of the image for Pending changes (about 160 px on the long edge). */
export function makeThumbnail(image: DecodedImage, codec: ImageCodec): Promise<Blob> {
  const { width, height } = fitWithin(image.width, image.height, THUMBNAIL_EDGE_PX);
  return codec.encodeJpeg(image, width, height, 0.7);
}
