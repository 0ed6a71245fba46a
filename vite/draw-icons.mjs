// Draws the app icons into public/ as PNG files (node:zlib only): `node vite/draw-icons.mjs`.
// A white "document with rows" on the brand blue; the maskable one keeps it inside the 80 % safe zone.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x1d, 0x4e, 0xd8, 255];
const WHITE = [255, 255, 255, 255];
const PALE = [0xbf, 0xdb, 0xfe, 255];
const CLEAR = [0, 0, 0, 0];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) raw.set(pixel(x / size, y / size), y * (size * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const inRoundedSquare = (x, y, inset, radius) => {
  const lo = inset + radius;
  const hi = 1 - inset - radius;
  const dx = Math.max(lo - x, 0, x - hi);
  const dy = Math.max(lo - y, 0, y - hi);
  return x >= inset && x <= 1 - inset && y >= inset && y <= 1 - inset && dx * dx + dy * dy <= radius * radius;
};
/** The glyph in a unit square scaled by `scale` around the centre. */
function glyph(x, y, scale) {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  if (u < 0.22 || u > 0.78 || v < 0.16 || v > 0.84) return null;
  const rows = [0.32, 0.46, 0.6, 0.72];
  for (const [i, top] of rows.entries()) {
    const right = i === rows.length - 1 ? 0.56 : 0.68;
    if (v >= top && v <= top + 0.06 && u >= 0.32 && u <= right) return i === 0 ? BLUE : PALE;
  }
  return WHITE;
}
const plain = (x, y) => (inRoundedSquare(x, y, 0.04, 0.18) ? (glyph(x, y, 0.9) ?? BLUE) : CLEAR);
const maskable = (x, y) => glyph(x, y, 0.7) ?? BLUE;

writeFileSync('public/pwa-192x192.png', png(192, plain));
writeFileSync('public/pwa-512x512.png', png(512, plain));
writeFileSync('public/maskable-icon-512x512.png', png(512, maskable));
writeFileSync('public/apple-touch-icon-180x180.png', png(180, maskable));
console.log('icons written to public/');
