/**
 * Files that travel through the outbox (docs/ARCHITECTURE.md, Files): bank-in slips now, logos and
 * case attachments next. A file's type is read from its first bytes, never from its name or the
 * type a browser claims: the server refuses anything else, and the device checks the same way
 * before it queues a file, so the refusal comes at once, in the user's language.
 */

/** The largest file the server stores: 5 MB, after the device has shrunk a photo. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Types the portal stores. HEIC is recognised so that it can be refused by name. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | 'image/heic';

export const SLIP_TYPES: readonly SniffedType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
];
export const IMAGE_TYPES: readonly SniffedType[] = ['image/jpeg', 'image/png', 'image/webp'];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif']);

/** The type the first bytes (at least 16) say, or null for anything else. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (HEIF_BRANDS.has(brand)) return 'image/heic';
  }
  return null;
}

/** The extension a stored file of each type is named with. */
export const FILE_EXTENSIONS: Readonly<Record<SniffedType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'image/heic': 'heic',
};

const MAX_NAME_LENGTH = 200;

/**
 * The name a file of `type` is stored and sent under: the user's base name (no folders, no leading
 * dots, no control characters; "file" when nothing is left) with the extension of the type its
 * bytes have. A PNG named `poly.html` becomes `poly.png`, so "Save as" never writes an HTML file.
 */
export function nameForType(name: string, type: SniffedType): string {
  const base = (name.split(/[/\\]/).at(-1) ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/^[.\s]+/, '')
    .trim();
  const extension = `.${FILE_EXTENSIONS[type]}`;
  return `${[...(base || 'file')].slice(0, MAX_NAME_LENGTH - extension.length).join('')}${extension}`;
}

/** How many leading bytes `sniffFileType` needs. */
export const SNIFF_BYTES = 16;

export type FileBlock = 'file.typeNotAllowed' | 'file.heicNotSupported' | 'file.tooLarge' | 'file.empty';

/** Why a file of this sniffed type and size may not be stored, or null. */
export function fileBlock(
  type: SniffedType | null,
  size: number,
  allowed: readonly SniffedType[],
): FileBlock | null {
  if (size === 0) return 'file.empty';
  if (type === 'image/heic') return 'file.heicNotSupported';
  if (type === null || !allowed.includes(type)) return 'file.typeNotAllowed';
  if (size > MAX_FILE_BYTES) return 'file.tooLarge';
  return null;
}
