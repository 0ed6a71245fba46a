import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopUpSlipField } from './top-up-slip-field';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

afterEach(() => {
  cleanup();
});

function stubDevice({ touch, devices }: { touch: boolean; devices: MediaDeviceKind[] }) {
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: touch ? 5 : 0 });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { enumerateDevices: async () => devices.map((kind) => ({ kind }) as MediaDeviceInfo) },
  });
}

function renderField(props: Partial<Parameters<typeof TopUpSlipField>[0]> = {}) {
  const onChange = vi.fn();
  const onRefused = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <TopUpSlipField value={null} onChange={onChange} onRefused={onRefused} error={undefined} {...props} />
    </I18nProvider>,
  );
  return { onChange, onRefused };
}

describe('TopUpSlipField', () => {
  it('offers "Take photo" with the back camera on a touch device that has a camera', async () => {
    stubDevice({ touch: true, devices: ['audioinput', 'videoinput'] });
    renderField();
    await screen.findByRole('button', { name: 'Take photo' });
    expect(screen.getByLabelText('Take photo').getAttribute('capture')).toBe('environment');
    expect(screen.getByLabelText('Bank-in slip')).toHaveProperty(
      'accept',
      'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf',
    );
  });

  it('offers no camera on a desktop, nor on a touch device without one', async () => {
    stubDevice({ touch: false, devices: ['videoinput'] });
    renderField();
    await screen.findByRole('button', { name: 'Choose file' });
    expect(screen.queryByRole('button', { name: 'Take photo' })).toBeNull();
    cleanup();
    stubDevice({ touch: true, devices: ['audioinput'] });
    renderField();
    await screen.findByRole('button', { name: 'Choose file' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Take photo' })).toBeNull();
  });

  it('refuses a renamed executable by its bytes, before anything else', async () => {
    stubDevice({ touch: false, devices: [] });
    const { onChange, onRefused } = renderField();
    const executable = new File(
      [new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0])],
      'slip.png',
      {
        type: 'image/png',
      },
    );
    fireEvent.change(screen.getByLabelText('Bank-in slip'), { target: { files: [executable] } });
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('file.typeNotAllowed'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a chosen PDF by name and size, with Replace and Remove, and its error when given', async () => {
    stubDevice({ touch: false, devices: [] });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { onChange } = renderField({
      value: {
        name: 'slip.pdf',
        type: 'application/pdf',
        size: 1_234_567,
        blob: pdf,
        thumbnail: null,
        isConverted: false,
      },
      error: 'The file is larger than 5 MB.',
    });
    expect(screen.getByText('slip.pdf')).toBeDefined();
    expect(screen.getByText('1.2 MB')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('The file is larger than 5 MB.');
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
