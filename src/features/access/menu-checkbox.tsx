import { css } from 'styled-system/css';
import { checkbox } from './access-styles';

type MenuCheckboxProps = {
  label: string;
  checked: boolean | 'mixed';
  disabled: boolean;
  describedBy?: string | undefined;
  onChange: (checked: boolean) => void;
};

/** A native checkbox named by its label; 'mixed' shows a category with only some items ticked. */
export function MenuCheckbox({ label, checked, disabled, describedBy, onChange }: MenuCheckboxProps) {
  return (
    <label
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        cursor: disabled ? 'not-allowed' : 'pointer',
      })}
    >
      <input
        type="checkbox"
        className={checkbox}
        checked={checked === true}
        ref={(input) => {
          if (input) input.indeterminate = checked === 'mixed';
        }}
        aria-checked={checked === 'mixed' ? 'mixed' : undefined}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
