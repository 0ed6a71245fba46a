import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';
import type { ListFilterControl, ListQuery } from './list-types';

const controls: ListFilterControl[] = [
  { name: 'travelerName', label: 'Traveler', control: 'text' },
  { name: 'status', label: 'Status', control: 'select', options: [{ value: 'Paid', label: 'Paid' }] },
];
const query = (filters: Record<string, string>): ListQuery => ({
  pageSize: 10,
  curPageIndex: 1,
  sortKey: 'bookingDate',
  sortOrder: 'desc',
  travelerName: '',
  status: '',
  ...filters,
});

let isNarrow = false;
beforeEach(() => {
  isNarrow = false;
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', () => ({ matches: isNarrow, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBar(initial: ListQuery, onChange = vi.fn()) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const view = (value: ListQuery) => (
    <I18nProvider i18n={i18n}>
      <FilterBar label="Filter bookings" controls={controls} query={value} onChange={onChange} />
    </I18nProvider>
  );
  const { rerender } = render(view(initial));
  return { onChange, rerender: (value: ListQuery) => rerender(view(value)) };
}

describe('FilterBar', () => {
  it('sends typed text once, after the typing pauses', () => {
    const { onChange } = renderBar(query({}));
    const field = screen.getByLabelText('Traveler');
    fireEvent.change(field, { target: { value: 'ah' } });
    fireEvent.change(field, { target: { value: 'ahmad' } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(250));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ travelerName: 'ahmad' });
  });

  it('applies a choice at once', () => {
    const { onChange } = renderBar(query({}));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Paid' } });
    expect(onChange).toHaveBeenCalledWith({ status: 'Paid' });
  });

  it('shows a query changed elsewhere (a saved view) and does not send the old text back', () => {
    const { onChange, rerender } = renderBar(query({ travelerName: 'siti' }));
    rerender(query({ travelerName: 'wong' }));
    expect((screen.getByLabelText('Traveler') as HTMLInputElement).value).toBe('wong');
    act(() => vi.advanceTimersByTime(500));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('folds away on a phone, open while a filter is set', () => {
    isNarrow = true;
    renderBar(query({}));
    const details = () => screen.getByRole('search').querySelector('details');
    expect(details()?.open).toBe(false);
    expect(screen.getByText('Filters')).toBeTruthy();
    cleanup();
    renderBar(query({ status: 'Paid' }));
    expect(details()?.open).toBe(true);
    expect(screen.getByText('Filters (1)')).toBeTruthy();
  });
});
