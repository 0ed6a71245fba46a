import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';

export type ComboboxOption = { value: string; label: string; hint?: string };

type SearchComboboxProps = {
  /** A visible label; or `ariaLabel` where a table header labels the column. */
  label?: ReactNode;
  ariaLabel?: string;
  /** The text in the box (the chosen option's label, or what is being typed). */
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (option: ComboboxOption) => void;
  /** The options for a text, best first (a few: this is a search, not a list of everything). */
  search: (text: string) => Promise<ComboboxOption[]>;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  emptyText: ReactNode;
};

/**
 * A searchable combobox (WAI-ARIA combobox with a list box): type to search, arrows to move,
 * Enter to choose, Escape to close. Options come from an async search (the mirror), so it works
 * offline and over tens of thousands of records.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { label, ariaLabel, text, onTextChange, onSelect, search, error, required, disabled, autoFocus } =
    props;
  const id = useId();
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);

  function runSearch(query: string) {
    const call = ++latest.current;
    void search(query).then((found) => {
      if (call !== latest.current) return;
      setOptions(found);
      setActive(found.length ? 0 : -1);
      setOpen(true);
    });
  }

  function choose(option: ComboboxOption) {
    onSelect(option);
    setOpen(false);
    latest.current += 1;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return runSearch(text);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length ? (index + step + options.length) % options.length : -1));
    } else if (event.key === 'Enter' && isOpen && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  return (
    <div className={css({ display: 'grid', gap: '1', position: 'relative' })}>
      {label ? (
        <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          {label}
        </label>
      ) : null}
      <input
        id={id}
        className={input()}
        role="combobox"
        aria-label={ariaLabel}
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required}
        autoComplete="off"
        disabled={disabled}
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          runSearch(event.target.value);
        }}
        onFocus={() => runSearch(text)}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!isOpen}
        className={css({
          position: 'absolute',
          top: '100%',
          insetX: '0',
          zIndex: 10,
          mt: '1',
          maxH: '60',
          overflowY: 'auto',
          bg: 'bg.surface',
          borderWidth: 'thin',
          borderColor: 'border.default',
          borderRadius: 'md',
          boxShadow: 'md',
          minW: '56',
        })}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            className={css({
              px: '3',
              py: '2',
              cursor: 'pointer',
              fontSize: 'sm',
              '&[aria-selected=true]': { bg: 'bg.selected' },
            })}
          >
            {option.label}
            {option.hint ? (
              <>
                {' '}
                <span className={css({ color: 'fg.muted', ml: '1' })}>{option.hint}</span>
              </>
            ) : null}
          </li>
        ))}
        {options.length === 0 ? (
          <li role="presentation" className={css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' })}>
            {props.emptyText}
          </li>
        ) : null}
      </ul>
      {error ? (
        <span id={errorId} className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
