import { describe, expect, it } from 'vitest';
import { fileBlock, IMAGE_TYPES, MAX_FILE_BYTES, nameForType, sniffFileType, SLIP_TYPES } from './file-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('sniffFileType', () => {
  it('reads the type from the first bytes', () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(sniffFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffFileType(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
  });

  it('knows nothing else, whatever the name says', () => {
    expect(sniffFileType(bytes('MZ', [0x90, 0, 3, 0, 0, 0]))).toBeNull();
    expect(sniffFileType(bytes([0x7f], 'ELF', [2, 1, 1]))).toBeNull();
    expect(sniffFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffFileType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});

describe('fileBlock', () => {
  it('accepts the allowed types up to 5 MB', () => {
    expect(fileBlock('image/png', MAX_FILE_BYTES, SLIP_TYPES)).toBeNull();
    expect(fileBlock('application/pdf', 10, SLIP_TYPES)).toBeNull();
  });

  it('refuses, in this order: empty, HEIC, another type, too large', () => {
    expect(fileBlock('image/png', 0, SLIP_TYPES)).toBe('file.empty');
    expect(fileBlock('image/heic', 10, SLIP_TYPES)).toBe('file.heicNotSupported');
    expect(fileBlock(null, MAX_FILE_BYTES + 1, SLIP_TYPES)).toBe('file.typeNotAllowed');
    expect(fileBlock('application/pdf', 10, IMAGE_TYPES)).toBe('file.typeNotAllowed');
    expect(fileBlock('image/jpeg', MAX_FILE_BYTES + 1, SLIP_TYPES)).toBe('file.tooLarge');
  });
});

describe('nameForType', () => {
  it('keeps the base name and puts the sniffed type’s extension in place of the given one', () => {
    expect(nameForType('poly.html', 'image/png')).toBe('poly.png');
    expect(nameForType('Slip Maybank 12.JPEG', 'image/jpeg')).toBe('Slip Maybank 12.jpg');
    expect(nameForType('statement.pdf', 'application/pdf')).toBe('statement.pdf');
    expect(nameForType('scan', 'image/webp')).toBe('scan.webp');
    expect(nameForType('invoice.svg.html', 'image/png')).toBe('invoice.svg.png');
  });

  it('drops folders, leading dots and control characters; an empty base is "file"', () => {
    expect(nameForType('..\\..\\evil.exe', 'image/png')).toBe('evil.png');
    expect(nameForType('/etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(nameForType('.htaccess', 'image/png')).toBe('file.png');
    expect(nameForType('a\u0000b\u001f.png', 'image/png')).toBe('ab.png');
    expect(nameForType('', 'image/jpeg')).toBe('file.jpg');
    expect(nameForType(`${'x'.repeat(300)}.png`, 'image/png')).toHaveLength(200);
  });
});
