import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('draws the value as an SVG image named by its label', () => {
    render(<QrCode value="https://myinvois.hasil.gov.my/UUID/share/LONG" label="Validation link" />);
    const image = screen.getByRole('img', { name: 'Validation link' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });
});
