/**
 * A file the user picked, made ready to queue (docs/ARCHITECTURE.md, Files): its type read from
 * its first bytes with the contract's `sniffFileType` before anything else (a renamed executable
 * is refused at once, in the server's words), a photo shrunk (shrink-image.ts), a HEIC photo
 * turned into JPEG where the browser can decode it (Safari) and refused where it cannot, a PDF
 * kept as it is, and a thumbnail for Pending changes.
 */
import {
  fileBlock,
  IMAGE_TYPES,
  MAX_FILE_BYTES,
  nameForType,
  SLIP_TYPES,
  SNIFF_BYTES,
  sniffFileType,
  type FileBlock,
  type SniffedType,
} from '../../contract';
import { browserImageCodec, type DecodedImage, type ImageCodec } from './image-codec';
import { makeThumbnail, needsShrink, shrinkImage } from './shrink-image';

export type PreparedFile = {
  name: string;
  type: SniffedType;
  size: number;
  blob: Blob;
  /** A small JPEG of an image; null for a PDF (or an image whose thumbnail failed). */
  thumbnail: Blob | null;
  /** The picked file was re-encoded (shrunk or converted). */
  isConverted: boolean;
};

export type PrepareRefusal = FileBlock | 'file.unreadable';
export type PrepareOutcome = { ok: true; file: PreparedFile } | { ok: false; code: PrepareRefusal };

type PrepareOptions = { allowed?: readonly SniffedType[]; codec?: ImageCodec };

async function readHead(blob: Blob): Promise<Uint8Array> {
  const head = blob.slice(0, SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Uint8Array(await new Response(head).arrayBuffer());
}

/** `photo.HEIC` → `photo.jpg`, for a file that became a JPEG. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

const refuse = (code: PrepareRefusal): PrepareOutcome => ({ ok: false, code });

export async function preparePickedFile(file: File, options: PrepareOptions = {}): Promise<PrepareOutcome> {
  const { allowed = SLIP_TYPES, codec = browserImageCodec } = options;
  if (file.size === 0) return refuse('file.empty');
  let type: SniffedType | null;
  try {
    type = sniffFileType(await readHead(file));
  } catch {
    return refuse('file.unreadable');
  }
  const isHeic = type === 'image/heic';
  if (!isHeic) {
    // Images may still shrink below the limit, so their size is checked after shrinking.
    const block = fileBlock(type, type && IMAGE_TYPES.includes(type) ? 1 : file.size, allowed);
    if (block) return refuse(block);
  }
  if (type === 'application/pdf') {
    return {
      ok: true,
      file: {
        name: nameForType(file.name, type),
        type,
        size: file.size,
        blob: file,
        thumbnail: null,
        isConverted: false,
      },
    };
  }
  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    return refuse(isHeic ? 'file.heicNotSupported' : 'file.unreadable');
  }
  try {
    return await prepareImage(file, type as SniffedType, image, codec);
  } finally {
    image.close();
  }
}

async function prepareImage(
  file: File,
  type: SniffedType,
  image: DecodedImage,
  codec: ImageCodec,
): Promise<PrepareOutcome> {
  const isHeic = type === 'image/heic';
  let blob: Blob | null = file;
  if (isHeic || needsShrink(image.width, image.height, file.size)) {
    try {
      blob = await shrinkImage(file, image, codec, isHeic);
    } catch {
      return refuse('file.unreadable');
    }
  }
  if (!blob || blob.size > MAX_FILE_BYTES) return refuse('file.tooLarge');
  const isConverted = blob !== file;
  const thumbnail = await makeThumbnail(image, codec).catch(() => null);
  return {
    ok: true,
    file: {
      name: isConverted ? jpegName(file.name) : nameForType(file.name, type),
      type: isConverted ? 'image/jpeg' : type,
      size: blob.size,
      blob,
      thumbnail,
      isConverted,
    },
  };
}
