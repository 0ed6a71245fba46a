/**
 * The importable areas (docs/ARCHITECTURE.md, Import): clients, merchants, users and markups. Each names its form's contract schema, the
 * form's starting values for a column the file leaves out, and its matching rule — the key that
 * makes a row an update of a record already on the device. Only contract pieces here, so a Worker
 * can hold them; labels come from the area's feature (lib imports no features).
 */
import * as v from 'valibot';
import {
  CLIENT_FIELD_NAMES,
  CLIENT_FIELDS,
  ClientFieldsSchema,
  CreateUserSchema,
  DEFAULT_CLIENT_CURRENCY,
  emptyMarkupForm,
  MarkupCreateSchema,
  markupBodyOf,
  MERCHANT_FIELD_NAMES,
  MERCHANT_FIELDS,
  MerchantFieldsSchema,
  markupToForm,
  toDecimalText,
  type Markup,
} from '../../contract';
import { parseDisplayDate } from '../format/date';

type Schema = v.GenericSchema<unknown, Record<string, unknown>>;

export type ImportArea = {
  fields: readonly string[];
  /** Each field's own rule (to tell which fields are required). */
  rules: Readonly<Record<string, v.GenericSchema>>;
  /** The form's whole schema, cross-field rules included: what a row is parsed with. */
  schema: Schema;
  /** The form's starting value of a field the file has no column for. */
  defaults: Readonly<Record<string, string>>;
  /** The matching rule: rows with equal values of this field (any case) are the same record. */
  keyField: string;
  /** What a row whose key is already on the device is: an update of it, or a duplicate refused. */
  existing: 'update' | 'duplicate';
  /** The field a rule's issue path names when it is not the cell's own (a body field made from a cell). */
  cellOf?: Readonly<Record<string, string>>;
  /**
   * A record on the device as its edit form holds it (each field's text): an update row starts
   * from it, so a column the file leaves out keeps the record's value. Each field's text by
   * default (`recordInput`).
   */
  formOf?: (row: Readonly<Record<string, unknown>>) => Record<string, string>;
  /** A rule of the import itself on a row the form's rules accept: the cell it refuses, and why. */
  refuse?: (values: Record<string, unknown>) => { field: string; code: RowRefusalCode } | null;
};

/** The area rules' refusals (import-messages.ts words them). */
export type RowRefusalCode = 'import.checkerLevel';

/** A parsed row's matching key: its key field in lower case; null when blank. */
export function matchKey(area: ImportArea, row: Record<string, unknown>): string | null {
  const value = row[area.keyField];
  return typeof value === 'string' && value ? value.toLowerCase() : null;
}

/**
 * A record's fields as the edit form's text: none as blank, an amount in sen (a field named …Sen)
 * as ringgit ("1500.50", what the money rules read back), anything else as written.
 */
export function recordInput(
  fields: readonly string[],
  row: Readonly<Record<string, unknown>>,
): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = row[field];
      if (value === null || value === undefined) return [field, ''];
      const isSen = field.endsWith('Sen') && typeof value === 'number';
      return [field, isSen ? toDecimalText(value, 'MYR') : String(value as string | number | boolean)];
    }),
  );
}

/**
 * A new user's fields as User/sign-up takes them, but the id (each queued row gets its own) and the
 * role and merchant, which the import screen chooses once for the whole file.
 */
const UserImportSchema = v.omit(CreateUserSchema, ['id', 'roleId', 'merchantId']);

/**
 * A markup row: the form's cells (percentage and amounts as typed, dates as shown or ISO) made into
 * the form's body by the form's own conversion (markup-form.ts), then checked by the create call's
 * schema. The id is a placeholder each queued row replaces; the merchant and client are chosen once
 * on the screen.
 */
const MARKUP_FILE_FIELDS = [
  'name',
  'appliesTo',
  'cabinType',
  'hotelRating',
  'markupKind',
  'markupValue',
  'serviceFee',
  'maintenanceFee',
  'validFrom',
  'validTo',
] as const;
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const cellDate = (text: string | undefined) => (text ? (parseDisplayDate(text, 'ms') ?? text) : '');
const requiredCell = v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'));
const MarkupImportSchema = v.pipe(
  v.record(v.string(), v.string()),
  // The body holds what was typed (a number that does not parse stays text); the create call's
  // schema checks each field, as the form's submit does.
  v.transform(
    (cells) =>
      markupBodyOf(PLACEHOLDER_ID, {
        ...emptyMarkupForm(''),
        ...cells,
        validFrom: cellDate(cells['validFrom']),
        validTo: cellDate(cells['validTo']),
        merchantId: '',
        clientId: '',
      }) as v.InferInput<typeof MarkupCreateSchema>,
  ),
  MarkupCreateSchema,
);

export const IMPORT_AREAS = {
  clients: {
    fields: CLIENT_FIELD_NAMES,
    rules: CLIENT_FIELDS,
    schema: ClientFieldsSchema as Schema,
    defaults: { accountType: 'Corporate', title: 'NA', defaultCurrency: DEFAULT_CLIENT_CURRENCY },
    keyField: 'email',
    existing: 'update',
  },
  merchants: {
    fields: MERCHANT_FIELD_NAMES,
    rules: MERCHANT_FIELDS,
    schema: MerchantFieldsSchema as Schema,
    defaults: { country: 'Malaysia', numberOfTerminals: '1' },
    keyField: 'businessRegistrationNumber',
    existing: 'update',
  },
  /**
   * Users are created invited (status N, a first-time login mail), through the same call as the
   * form, with the role (and merchant) chosen on the screen. An email already on the device is
   * refused: a user's changes go through their own four-eyes rules. So is the Checker level: it is
   * proposed on the user's own page, where another Checker approves it, never given in bulk
   * (docs/security.md, Users: level, role and email).
   */
  users: {
    fields: Object.keys(UserImportSchema.entries),
    rules: UserImportSchema.entries,
    schema: UserImportSchema as Schema,
    defaults: { level: 'Maker', salutation: 'NA', idType: 'NRIC' },
    keyField: 'email',
    existing: 'duplicate',
    refuse: (values) =>
      values['level'] === 'Checker' ? { field: 'level', code: 'import.checkerLevel' } : null,
  },
  /** A markup whose name is on the device is an update of it, keeping its merchant and client. */
  markups: {
    fields: MARKUP_FILE_FIELDS,
    rules: { name: requiredCell, markupValue: requiredCell, validFrom: requiredCell },
    schema: MarkupImportSchema as unknown as Schema,
    defaults: {
      appliesTo: 'Flights',
      cabinType: 'Any',
      hotelRating: 'Any',
      markupKind: 'Percent',
      serviceFee: '0.00',
      maintenanceFee: '0.00',
    },
    keyField: 'name',
    existing: 'update',
    formOf: (row) => ({ ...markupToForm(row as unknown as Markup) }),
    cellOf: { serviceFeeSen: 'serviceFee', maintenanceFeeSen: 'maintenanceFee' },
  },
} satisfies Record<string, ImportArea>;

export type ImportAreaName = keyof typeof IMPORT_AREAS;

/**
 * The fields a file must have a column for: those whose rule rejects an empty cell and that have
 * no starting value (read from the rules themselves, so they cannot drift from the form).
 */
export function requiredFields(area: ImportArea): string[] {
  return area.fields.filter((field) => {
    const rule = area.rules[field];
    return !(field in area.defaults) && rule !== undefined && !v.safeParse(rule, '').success;
  });
}

/**
 * The required fields a file must give a column before its rows are checked (the mapping step
 * waits for them): none when it has the key column of an area that updates, since an update row
 * keeps the record's values for the columns left out (an export imports back) and a new row
 * without them is refused at its cells; else every required field.
 */
export function requiredColumns(area: ImportArea, mapping: readonly (string | null)[]): string[] {
  return area.existing === 'update' && mapping.includes(area.keyField) ? [] : requiredFields(area);
}

/**
 * The fields of an imported row that differ from the device's record, what an update sends (as
 * the edit forms send only their changes); null when nothing differs, so no op is queued.
 */
export function changedValues(
  fields: readonly string[],
  values: Readonly<Record<string, unknown>>,
  row: Readonly<Record<string, unknown>>,
): Record<string, unknown> | null {
  const changed = fields.filter((field) => (values[field] ?? null) !== (row[field] ?? null));
  return changed.length ? Object.fromEntries(changed.map((field) => [field, values[field]])) : null;
}
