/**
 * Micro-benchmark of the import (target: a 10,000-row XLSX read and checked on the device in at
 * most 3 s). Run: `npx tsx src/lib/list-import/import.bench.ts`. Prints the machine's load beside
 * the figure (docs/ARCHITECTURE.md, Import). The work runs in a Worker in the app, so its length
 * is not a main-thread task; the longest main-thread task is the bytes' transfer.
 */
import { loadavg } from 'node:os';
import { XlsxWriter } from '../list-export/xlsx-writer';
import { runImportJob } from './import-job';

const COUNT = Number(process.env.IMPORT_ROWS ?? 10_000);
const TARGET_MS = 3000;
const HEADERS = [
  'Business registration number',
  'Business name',
  'Person in charge',
  'Email',
  'Contact number',
  'Monthly transaction volume (RM)',
  'Address',
  'Postcode',
  'City',
  'State',
  'Country',
  'Number of terminals',
];
const NAMES = ['Kedai Runcit Ali', 'Syarikat Maju Jaya', 'Restoran Tan', 'José Müller Trading'];

const writer = new XlsxWriter(HEADERS, 'Merchants');
for (let index = 0; index < COUNT; index++) {
  writer.writeRow([
    `2023${String(index).padStart(8, '0')}`,
    `${NAMES[index % NAMES.length]} ${index}`,
    'Nur Aisyah binti Abdullah',
    `shop${index}@example.my`,
    '012-345-6789',
    ((index * 7919) % 1_000_000) / 100,
    `${index} Jalan Ampang`,
    '50450',
    'Kuala Lumpur',
    'Wilayah Persekutuan',
    'Malaysia',
    (index % 5) + 1,
  ]);
  if (index % 500 === 0) writer.flush();
}
const bytes = await writer.finish().arrayBuffer();
const existingKeys = Array.from({ length: 1000 }, (_, index) => `2023${String(index * 3).padStart(8, '0')}`);

console.log(
  `load ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
const started = performance.now();
const result = runImportJob({
  bytes,
  fileName: 'merchants.xlsx',
  area: 'merchants',
  // The other headers match their field keys ("Email", "City", …) without a label.
  labels: {
    businessRegistrationNumber: ['Business registration number'],
    merchantName: ['Business name'],
    personInCharge: ['Person in charge'],
    contactNumber: ['Contact number'],
    monthlyTransactionVolumeSen: ['Monthly transaction volume (RM)'],
    numberOfTerminals: ['Number of terminals'],
  },
  existingKeys,
});
const total = performance.now() - started;
if (!result.ok) throw new Error(`import failed: ${result.code}`);
const { create, update, error } = result.summary;
console.log(
  `XLSX import: ${COUNT} rows (${(bytes.byteLength / 1e6).toFixed(2)} MB) read and checked in ` +
    `${(total / 1000).toFixed(2)} s (${create} new, ${update} updates, ${error} errors); ` +
    `ratio to the 3 s target ${(total / TARGET_MS).toFixed(2)}`,
);
console.log(`Target (≤ 3 s): ${total <= TARGET_MS ? 'met' : 'MISSED'}`);
