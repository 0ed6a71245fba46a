/** Test workbooks zipped from XML strings, as Excel writes them (shared strings, styles, gaps). */
import { strToU8, zipSync } from 'fflate';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export function excelWorkbook(sheets: { name: string; xml: string }[], shared: string[], styles = '') {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        sheets
          .map((sheet, i) => `<sheet name="${sheet.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
          .join('') +
        '</sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships>' +
        sheets
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('') +
        '</Relationships>',
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst xmlns="${MAIN}" count="${shared.length}" uniqueCount="${shared.length}">${shared.join('')}</sst>`,
    ),
  };
  if (styles) files['xl/styles.xml'] = strToU8(styles);
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(
      `<worksheet xmlns="${MAIN}"><sheetData>${sheet.xml}</sheetData></worksheet>`,
    );
  });
  return zipSync(files);
}
