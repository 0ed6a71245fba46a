import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientFieldsSchema, MERCHANT_FIELD_NAMES, MerchantFieldsSchema } from '../../contract';
import { cellText, checkRows } from './check-rows';
import { changedValues, IMPORT_AREAS, requiredColumns, requiredFields } from './import-areas';

const merchants = IMPORT_AREAS.merchants;
const clients = IMPORT_AREAS.clients;
const merchantMapping = [
  'businessRegistrationNumber',
  'merchantName',
  'personInCharge',
  'email',
  'contactNumber',
  'monthlyTransactionVolumeSen',
  'officePhone',
];
const merchantRow = (line: number, cells: string[]) => ({ line, cells });
const good = [
  '202301012345',
  'Kedai Runcit Ali',
  'Ali bin Abu',
  'ali@kedai.my',
  '012-345-6789',
  '1500.50',
  '',
];

describe('row checks (docs/ARCHITECTURE.md, Import)', () => {
  it('parses a row as the form does: money in sen, upper-cased codes, the form defaults', () => {
    const { rows, summary } = checkRows(merchants, merchantMapping, [merchantRow(2, good)]);
    expect(summary).toEqual({ create: 1, update: 0, error: 0 });
    expect(rows[0]?.values).toMatchObject({
      merchantName: 'Kedai Runcit Ali',
      monthlyTransactionVolumeSen: 150_050,
      country: 'Malaysia',
      numberOfTerminals: 1,
      officePhone: null,
    });
  });

  it('passes a row exactly when the form schema does, with each error at its cell', () => {
    const cases = [
      good,
      ['', 'Kedai', 'Ali', 'ali@kedai.my', '012', '1', ''],
      ['202301012345', 'K', 'Ali 2', 'not-an-email', '012-345-6789', 'abc', '=cmd'],
      ['202301012345', 'Kedai', 'Ali bin Abu', 'a@b.my', '012-345-6789', '-5', '+60123'],
    ];
    const { rows } = checkRows(
      merchants,
      merchantMapping,
      cases.map((cells, i) => merchantRow(i + 2, cells)),
    );
    cases.forEach((cells, index) => {
      const input: Record<string, string> = {
        ...merchants.defaults,
        ...Object.fromEntries(merchantMapping.map((f, i) => [f, cells[i]])),
      };
      for (const field of merchants.fields) input[field] ??= '';
      const form = v.safeParse(MerchantFieldsSchema, input);
      const row = rows[index];
      expect(row?.status === 'error').toBe(!form.success);
      const formFields = form.success ? [] : [...new Set(form.issues.map((issue) => v.getDotPath(issue)))];
      expect(row?.issues.map((issue) => issue.field)).toEqual(formFields);
    });
    expect(rows[1]?.issues[0]).toEqual({
      field: 'businessRegistrationNumber',
      code: 'validation.required',
      params: {},
    });
    expect(rows[2]?.issues.find((issue) => issue.field === 'email')?.code).toBe('validation.email');
  });

  it('applies the client rules across fields (a corporate client needs its company)', () => {
    const mapping = [
      'accountType',
      'firstName',
      'lastName',
      'email',
      'phone',
      'companyName',
      'employeeCount',
    ];
    const cells = ['Corporate', 'Siti', 'Aminah', 'siti@x.my', '012-345-6789', '', 'LessThan5'];
    const { rows } = checkRows(clients, mapping, [{ line: 2, cells }]);
    expect(rows[0]?.issues).toEqual([{ field: 'companyName', code: 'validation.required', params: {} }]);
    const input: Record<string, string> = {
      ...clients.defaults,
      ...Object.fromEntries(mapping.map((f, i) => [f, cells[i]])),
    };
    for (const field of clients.fields) input[field] ??= '';
    expect(v.safeParse(ClientFieldsSchema, input).success).toBe(false);
    const individual = ['Individual', 'Siti', 'Aminah', 'siti@x.my', '012-345-6789', 'Ignored', ''];
    expect(checkRows(clients, mapping, [{ line: 2, cells: individual }]).rows[0]?.values).toMatchObject({
      companyName: null,
      defaultCurrency: 'MYR',
      title: 'NA',
    });
  });

  it('marks duplicates within the file and updates of records already on the device', () => {
    const rows = [
      merchantRow(2, good),
      merchantRow(3, ['202301012345', ...good.slice(1)]),
      merchantRow(4, ['201901000005', 'Other shop', 'Abu Bakar', 'abu@x.my', '012-345-6789', '', '']),
    ];
    const result = checkRows(merchants, merchantMapping, rows, new Set(['201901000005']));
    expect(result.rows.map((row) => row.status)).toEqual(['create', 'error', 'update']);
    expect(result.rows[1]?.issues).toEqual([
      { field: 'businessRegistrationNumber', code: 'import.duplicateInFile', params: { otherRow: 2 } },
    ]);
    expect(result.summary).toEqual({ create: 1, update: 1, error: 1 });
    const refusing = { ...merchants, existing: 'duplicate' as const };
    expect(
      checkRows(refusing, merchantMapping, rows.slice(2), new Set(['201901000005'])).rows[0]?.issues[0]?.code,
    ).toBe('import.alreadyExists');
  });

  it('keeps formula-looking text as text and takes off the apostrophe our export adds', () => {
    expect(cellText("'+60123")).toBe('+60123');
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellText("'plain")).toBe("'plain");
    const mapping = ['accountType', 'firstName', 'lastName', 'email', 'phone'];
    const cells = ['Individual', 'Siti', 'Aminah', 'siti@x.my', "'+60-12-345-6789"];
    expect(checkRows(clients, mapping, [{ line: 2, cells }]).rows[0]?.values?.phone).toBe('+60-12-345-6789');
  });

  it('requires the columns whose rule rejects a blank cell and that have no form default', () => {
    expect(requiredFields(merchants)).toEqual([
      'businessRegistrationNumber',
      'merchantName',
      'personInCharge',
      'email',
      'contactNumber',
    ]);
    expect(requiredFields(clients)).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(requiredFields(IMPORT_AREAS.users)).toEqual([
      'username',
      'firstName',
      'lastName',
      'idNumber',
      'email',
      'mobileNumber',
    ]);
  });

  it('checks users with the sign-up rules, refuses an email already on the device and any Checker level', () => {
    const mapping = ['username', 'firstName', 'lastName', 'idNumber', 'email', 'mobileNumber', 'level'];
    const row = (line: number, email: string, level = 'Maker') => ({
      line,
      cells: ['Siti.A', 'Siti', 'Aminah', '900101-14-5678', email, '012-345-6789', level],
    });
    const { rows } = checkRows(
      IMPORT_AREAS.users,
      mapping,
      [row(2, 'siti@x.my'), row(3, 'ali@x.my'), row(4, 'chong@x.my', 'Checker')],
      new Set(['ali@x.my']),
    );
    expect(rows[0]).toMatchObject({
      status: 'create',
      values: { username: 'siti.a', level: 'Maker', salutation: 'NA', idType: 'NRIC' },
    });
    expect(rows[1]?.issues).toEqual([{ field: 'email', code: 'import.alreadyExists', params: {} }]);
    // A Checker level is never given in bulk: the row is refused at its level cell.
    expect(rows[2]).toMatchObject({
      status: 'error',
      values: null,
      issues: [{ field: 'level', code: 'import.checkerLevel', params: {} }],
    });
  });

  it('checks markups with the form’s own conversion: percent to basis points, amounts to sen, dates as shown', () => {
    const mapping = ['name', 'appliesTo', 'markupKind', 'markupValue', 'serviceFee', 'validFrom', 'validTo'];
    const { rows } = checkRows(
      IMPORT_AREAS.markups,
      mapping,
      [
        {
          line: 2,
          cells: ['Flights KL', 'Flights', 'Percent', '12.5', '5.00', '2026-Dec-01', '2027-Jan-31'],
        },
        { line: 3, cells: ['Hotels Penang', 'Hotels', 'Fixed', '25', 'abc', '2026-12-01', ''] },
        { line: 4, cells: ['Existing one', 'Flights', 'Percent', '3', '0', '2026-Dis-01', ''] },
      ],
      new Set(['existing one']),
    );
    expect(rows[0]).toMatchObject({
      status: 'create',
      values: {
        markupValue: 1250,
        serviceFeeSen: 500,
        maintenanceFeeSen: 0,
        cabinType: 'Any',
        hotelRating: null,
        validFrom: '2026-12-01',
        validTo: '2027-01-31',
      },
    });
    // An amount the form refuses is reported at its own cell, not at the body's field.
    expect(rows[1]?.issues.map((issue) => issue.field)).toEqual(['serviceFee']);
    // A Malay month name reads too; a name already on the device is an update.
    expect(rows[2]).toMatchObject({ status: 'update', values: { validFrom: '2026-12-01' } });
    expect(requiredFields(IMPORT_AREAS.markups)).toEqual(['name', 'markupValue', 'validFrom']);
  });

  it('an update sends only the fields that differ from the device copy, and nothing when none do', () => {
    const row = { id: 'c1', email: 'ali@x.my', phone: '012-345-6789', companyName: null };
    const fields = ['email', 'phone', 'companyName'];
    expect(
      changedValues(fields, { email: 'ali@x.my', phone: '012-345-6789', companyName: null }, row),
    ).toBeNull();
    expect(changedValues(fields, { email: 'ali@x.my', phone: '019-000-0000' }, row)).toEqual({
      phone: '019-000-0000',
    });
  });

  it("an update row keeps the record's values for the columns the file leaves out (an export imports back)", () => {
    const record = {
      id: 'm1',
      businessRegistrationNumber: '202301012345',
      merchantName: 'Kedai Runcit Ali',
      personInCharge: 'Ali bin Abu',
      email: 'ali@kedai.my',
      contactNumber: '012-345-6789',
      monthlyTransactionVolumeSen: 150_050,
      country: 'Singapore',
      numberOfTerminals: 3,
      city: 'Johor Bahru',
    };
    // The file has the key and a changed name only: no required column is asked for.
    const mapping = ['businessRegistrationNumber', 'merchantName'];
    expect(requiredColumns(merchants, mapping)).toEqual([]);
    expect(requiredColumns(merchants, ['merchantName'])).toEqual(requiredFields(merchants));
    expect(requiredColumns(IMPORT_AREAS.users, ['email'])).toEqual(requiredFields(IMPORT_AREAS.users));
    const { rows } = checkRows(
      merchants,
      mapping,
      [merchantRow(2, ['202301012345', 'Kedai Runcit Ali Baru']), merchantRow(3, ['202399999999', 'Baru'])],
      new Set(['202301012345']),
      undefined,
      { '202301012345': record },
    );
    expect(rows[0]).toMatchObject({
      status: 'update',
      values: { country: 'Singapore', numberOfTerminals: 3 },
    });
    expect(changedValues(MERCHANT_FIELD_NAMES, rows[0]?.values ?? {}, record)).toEqual({
      merchantName: 'Kedai Runcit Ali Baru',
    });
    // A new row without the required columns is refused at its cells.
    expect(rows[1]?.status).toBe('error');
    expect(rows[1]?.issues.map((issue) => issue.field)).toContain('personInCharge');
  });
});
