import { describe, expect, it } from 'vitest';
import { emptyMarkupForm, parseMarkupForm } from './markup-form';
import { bpToPercentText, percentTextToBp } from './money';

const ID = '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c';

describe('markup form model', () => {
  it('turns a percentage with 2 decimals into basis points and back', () => {
    expect([
      percentTextToBp('12.5'),
      percentTextToBp('12.50'),
      percentTextToBp('0'),
      percentTextToBp('7.05'),
    ]).toEqual([1250, 1250, 0, 705]);
    expect([percentTextToBp('12.505'), percentTextToBp('abc'), percentTextToBp('-1')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(bpToPercentText(1250)).toBe('12.50');
    expect(bpToPercentText(705)).toBe('7.05');
  });

  it('parses amounts as integer sen and switches the class with the area', () => {
    const parsed = parseMarkupForm(ID, {
      ...emptyMarkupForm('2026-01-01'),
      name: 'Hotels KL',
      appliesTo: 'Hotels',
      hotelRating: '4',
      markupKind: 'Fixed',
      markupValue: 'RM 25.50',
      serviceFee: '1,000.10',
    });
    expect(parsed.success && parsed.output).toMatchObject({
      cabinType: null,
      hotelRating: '4',
      markupValue: 2550,
      serviceFeeSen: 100_010,
      maintenanceFeeSen: 0,
    });
  });

  it('reports the validation messages at the fields', () => {
    const parsed = parseMarkupForm(ID, {
      ...emptyMarkupForm('2026-01-01'),
      markupValue: '150',
      serviceFee: 'x',
    });
    const paths = parsed.issues?.map((issue) => [issue.path?.map((p) => p.key).join('.'), issue.message]);
    expect(paths).toEqual([
      ['name', 'validation.required'],
      ['serviceFeeSen', 'validation.numberOnly'],
      // Its own fields are valid, so the percent's range is reported in the same pass.
      ['markupValue', 'validation.range'],
    ]);
    const percent = parseMarkupForm(ID, {
      ...emptyMarkupForm('2026-01-01'),
      name: 'Too much',
      markupValue: '150',
    });
    expect(percent.issues?.map((issue) => issue.message)).toEqual(['validation.range']);
  });
});
