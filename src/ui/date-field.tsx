/**
 * A labelled date field that shows and accepts yyyy-MMM-dd (docs/product.md, Dates and time zone) in the
 * user's language, with a calendar beside it, and answers ISO yyyy-mm-dd (a native date input would show the
 * browser's mm/dd/yyyy). The text is our own input: Ark's DatePicker input takes digits and the locale's
 * separator only, so it cannot take "Mar". Typing 2026-Mar-28 (or 2026-03-28, or the Malay month) and Enter
 * or leaving the field sets it; an empty field clears it; anything else says how to write it. The calendar is
 * Ark's DatePicker, opened from its button, used with the arrow keys, Enter and Escape.
 */
import { DatePicker, parseDate } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { formatCalendarDate, formatDate, parseDisplayDate } from '../lib/format/date';
import { Icon } from './icons';
import { fieldError, fieldLabel, fieldRoot } from './styles/field';

export function DateField({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  /** ISO yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  /** A form's message about the date (required, out of range). */
  error?: string | undefined;
  required?: boolean;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const locale = i18n.locale;
  const iso = parseDisplayDate(value, 'en');
  const shown = iso ? formatCalendarDate(iso, locale) : '';
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  const [isWrong, setWrong] = useState(false);
  // A value set elsewhere (the calendar, "Clear filters", a saved view, a language switch).
  if (shown !== seen) {
    setSeen(shown);
    setText(shown);
    setWrong(false);
  }

  const commit = () => {
    const typed = text.trim();
    const next = typed === '' ? '' : parseDisplayDate(typed, locale);
    setWrong(next === null);
    if (next === null) return;
    setText(next ? formatCalendarDate(next, locale) : '');
    if (next !== (iso ?? '')) onChange(next);
  };
  const example = formatDate(new Date(), locale);

  return (
    <DatePicker.Root
      locale={locale}
      value={iso ? [parseDate(iso)] : []}
      onValueChange={(details) => onChange(details.value[0]?.toString() ?? '')}
      positioning={{ placement: 'bottom-end' }}
      translations={{
        trigger: (isOpen) => (isOpen ? t`Close the calendar` : t`Open the calendar`),
        prevTrigger: () => t`Previous month`,
        nextTrigger: () => t`Next month`,
        monthSelect: t`Month`,
        yearSelect: t`Year`,
        content: t`Calendar`,
      }}
      className={fieldRoot}
    >
      <label htmlFor={`${id}-text`} className={fieldLabel}>
        {label}
      </label>
      <DatePicker.Control className={css({ display: 'flex', gap: '1' })}>
        <input
          id={`${id}-text`}
          className={cx(input(), css({ flex: '1', minW: 0, px: '2' }))}
          value={text}
          placeholder={t`yyyy-mmm-dd`}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={isWrong || Boolean(error) || undefined}
          aria-describedby={isWrong || error ? `${id}-error` : undefined}
          aria-required={required || undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <DatePicker.Trigger className={iconButton}>
          <Icon name="calendar" />
        </DatePicker.Trigger>
      </DatePicker.Control>
      {isWrong ? (
        <p id={`${id}-error`} className={fieldError}>
          {t`Write the date as year-month-day, for example ${example}.`}
        </p>
      ) : error ? (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      ) : null}
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content className={panel}>
            <DatePicker.View view="day">
              <DatePicker.Context>
                {(picker) => (
                  <>
                    <DatePicker.ViewControl
                      className={css({ display: 'flex', alignItems: 'center', gap: '1', mb: '2' })}
                    >
                      <DatePicker.PrevTrigger className={iconButton}>
                        <Icon name="chevronLeft" />
                      </DatePicker.PrevTrigger>
                      <DatePicker.MonthSelect className={cx(input(), css({ flex: '3', minW: 0, px: '1' }))} />
                      <DatePicker.YearSelect className={cx(input(), css({ flex: '2', minW: 0, px: '1' }))} />
                      <DatePicker.NextTrigger className={iconButton}>
                        <Icon name="chevronRight" />
                      </DatePicker.NextTrigger>
                    </DatePicker.ViewControl>
                    <DatePicker.Table className={css({ borderCollapse: 'collapse' })}>
                      <DatePicker.TableHead>
                        <DatePicker.TableRow>
                          {picker.weekDays.map((weekDay) => (
                            <DatePicker.TableHeader key={weekDay.long} className={weekDayStyle}>
                              {weekDay.narrow}
                            </DatePicker.TableHeader>
                          ))}
                        </DatePicker.TableRow>
                      </DatePicker.TableHead>
                      <DatePicker.TableBody>
                        {picker.weeks.map((week) => (
                          <DatePicker.TableRow key={week[0]?.toString()}>
                            {week.map((day) => (
                              <DatePicker.TableCell key={day.toString()} value={day}>
                                <DatePicker.TableCellTrigger className={dayStyle}>
                                  {day.day}
                                </DatePicker.TableCellTrigger>
                              </DatePicker.TableCell>
                            ))}
                          </DatePicker.TableRow>
                        ))}
                      </DatePicker.TableBody>
                    </DatePicker.Table>
                  </>
                )}
              </DatePicker.Context>
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minW: '9',
  h: '10',
  borderRadius: 'md',
  borderWidth: 'thin',
  borderColor: 'border.default',
  bg: 'bg.surface',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
});

const panel = css({
  zIndex: 50,
  minW: '20rem',
  p: '3',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  boxShadow: 'lg',
});

const weekDayStyle = css({ fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted', p: '1' });

const dayStyle = css({
  w: '9',
  h: '9',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&[data-today]': { fontWeight: 'bold', textDecoration: 'underline' },
  '&[data-outside-range]': { color: 'fg.muted' },
  '&[data-selected]': { bg: 'accent.default', color: 'fg.onAccent' },
  '&[data-focus]': { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});
