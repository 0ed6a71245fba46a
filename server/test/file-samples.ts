/** Files an upload must refuse by their bytes (docs/security.md, uploads), for the API tests. */
import { MAX_FILE_BYTES } from '../../src/contract';
import { slipPng } from '../db/seed/slip-files';

/** The start of an iPhone HEIC photo: a real image, but not one the app can show. */
export const heicPhoto = () =>
  new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);

/** A PNG one byte past the file limit. */
export function oversizePng(): Uint8Array {
  const big = new Uint8Array(MAX_FILE_BYTES + 1);
  big.set(slipPng('big'));
  return big;
}
