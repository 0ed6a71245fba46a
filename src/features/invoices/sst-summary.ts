import { SST_RATES } from '../../contract';

export type SstRow = { rate: number; taxableSen: number; taxSen: number };

/**
 * The SST of a document per rate (a tax invoice shows the taxable amount and the tax of each
 * rate): sums of the lines' own amounts and taxes, so the rows add up to the document's tax.
 * Rates no line uses are left out.
 */
export function sstByRate(
  lines: readonly { taxRate: number; amountSen: number; taxSen: number }[],
): SstRow[] {
  return SST_RATES.map((rate) => {
    const ofRate = lines.filter((line) => line.taxRate === rate);
    return {
      rate,
      count: ofRate.length,
      taxableSen: ofRate.reduce((total, line) => total + line.amountSen, 0),
      taxSen: ofRate.reduce((total, line) => total + line.taxSen, 0),
    };
  })
    .filter((row) => row.count > 0)
    .map(({ rate, taxableSen, taxSen }) => ({ rate, taxableSen, taxSen }));
}
