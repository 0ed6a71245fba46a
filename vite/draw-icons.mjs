// Draws the app icons into public/ as PNG files (node:zlib only): `node vite/draw-icons.mjs`.
// The favicon's white "B" on the brand blue; the maskable one keeps it inside the 80 % safe zone.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x1d, 0x4e, 0xd8, 255];
const WHITE = [255, 255, 255, 255];
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
/** Distance from (x, y) to the segment a-b. */
function toSegment(x, y, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}
/** Distance to the right half of the circle around c (the bowls of the B). */
const toRightArc = (x, y, [cx, cy], r) =>
  x >= cx
    ? Math.abs(Math.hypot(x - cx, y - cy) - r)
    : Math.min(Math.hypot(x - cx, y - cy + r), Math.hypot(x - cx, y - cy - r));
/** favicon.svg's "B" (a 64-unit box, stroke 7, round ends), so every icon shows the same mark. */
function onB(u, v) {
  const [x, y] = [u * 64, v * 64];
  const distance = Math.min(
    toSegment(x, y, [22, 15], [22, 49]),
    toSegment(x, y, [22, 15], [33, 15]),
    toRightArc(x, y, [33, 23.5], 8.5),
    toSegment(x, y, [22, 32], [35, 32]),
    toRightArc(x, y, [35, 40.5], 8.5),
    toSegment(x, y, [22, 49], [35, 49]),
  );
  return distance <= 3.5;
}
/** The glyph in a unit square scaled by `scale` around the centre. */
function glyph(x, y, scale) {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  return onB(u, v) ? WHITE : null;
}
const plain = (x, y) => (inRoundedSquare(x, y, 0.04, 0.18) ? (glyph(x, y, 1) ?? BLUE) : CLEAR);
const maskable = (x, y) => glyph(x, y, 0.7) ?? BLUE;

writeFileSync('public/pwa-192x192.png', png(192, plain));
writeFileSync('public/pwa-512x512.png', png(512, plain));
writeFileSync('public/maskable-icon-512x512.png', png(512, maskable));
writeFileSync('public/apple-touch-icon-180x180.png', png(180, maskable));
console.log('icons written to public/');
