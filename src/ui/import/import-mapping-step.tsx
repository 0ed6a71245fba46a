import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { Button } from '../button';
import { SelectField } from '../select-field';

type Props = {
  header: readonly string[];
  /** The headers no field matched, by their index. */
  unmatched: readonly { index: number; header: string }[];
  fields: readonly string[];
  required: readonly string[];
  /** The required fields Continue waits for (requiredColumns: none once a row may be an update). */
  blocking: readonly string[];
  mapping: readonly (string | null)[];
  fieldLabel: (field: string) => string;
  onChange: (mapping: (string | null)[]) => void;
  onContinue: () => void;
};

/**
 * Step 2, only when the headers do not all match: a choice of field for each unmatched column;
 * Continue waits until every required field has a column, unless the key has one where a row may
 * update a record (requiredColumns): then the missing ones are named for the new rows.
 */
export function ImportMappingStep(props: Props) {
  const { t, i18n } = useLingui();
  const { mapping, fieldLabel } = props;
  const taken = new Set(mapping.filter((field): field is string => field !== null));
  const missing = props.required.filter((field) => !taken.has(field));
  const missingLabels = new Intl.ListFormat(i18n.locale).format(missing.map(fieldLabel));
  const isBlocked = props.blocking.some((field) => !taken.has(field));
  const choose = (index: number, field: string) =>
    props.onChange(mapping.map((current, at) => (at === index ? field || null : current)));
  return (
    <div className={css({ display: 'grid', gap: '3', maxW: 'xl' })}>
      <p className={css({ fontSize: 'sm' })}>
        <Trans>Some columns of the file do not match a field. Choose the field each one holds.</Trans>
      </p>
      {props.unmatched.map(({ index, header }) => (
        <SelectField
          key={index}
          label={t`Column “${header}”`}
          value={mapping[index] ?? ''}
          onChange={(event) => choose(index, event.currentTarget.value)}
        >
          <option value="">{t`Leave this column out`}</option>
          {props.fields.map((field) => (
            <option key={field} value={field} disabled={taken.has(field) && mapping[index] !== field}>
              {fieldLabel(field)}
            </option>
          ))}
        </SelectField>
      ))}
      {missing.length && isBlocked ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          <Trans>Required fields without a column: {missingLabels}</Trans>
        </p>
      ) : missing.length ? (
        <p role="status" className={css({ fontSize: 'sm' })}>
          <Trans>
            Rows already on this device keep their values for the columns the file leaves out. New rows need a
            column for: {missingLabels}
          </Trans>
        </p>
      ) : null}
      <div>
        <Button onClick={props.onContinue} disabled={isBlocked}>
          <Trans>Check the rows</Trans>
        </Button>
      </div>
    </div>
  );
}
