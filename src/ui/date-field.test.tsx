import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

afterEach(cleanup);

function renderField(value: string, locale = 'en') {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const onChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <DateField label="Booked from" value={value} onChange={onChange} />
    </I18nProvider>,
  );
  return { onChange, field: screen.getByLabelText('Booked from') as HTMLInputElement };
}

describe('DateField', () => {
  it('shows the ISO value as yyyy-MMM-dd in the language', () => {
    expect(renderField('2026-03-28').field.value).toBe('2026-Mar-28');
    cleanup();
    expect(renderField('2026-08-05', 'ms').field.value).toBe('2026-Ogo-05');
  });

  it('answers ISO for a date typed in the shown format, in Malay too', () => {
    const { field, onChange } = renderField('', 'ms');
    fireEvent.change(field, { target: { value: '2026-Dis-05' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
    expect(field.value).toBe('2026-Dis-05');
  });

  it('answers an empty value when the text is cleared', () => {
    const { field, onChange } = renderField('2026-03-28');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('says how to write a date it cannot read, and keeps the text', () => {
    const { field, onChange } = renderField('');
    fireEvent.change(field, { target: { value: '28/03/2026' } });
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(field.value).toBe('28/03/2026');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(/Write the date as year-month-day, for example \d{4}-[A-Z][a-z]{2}-\d{2}\./),
    ).toBeTruthy();
  });

  it('has a labelled calendar button', () => {
    renderField('');
    expect(screen.getByRole('button', { name: 'Open the calendar' })).toBeTruthy();
  });
});
