import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './data-cells';

describe('BreakableEmail', () => {
  it('may wrap before the @ and before each dot of the domain, never inside a label', () => {
    const { container } = render(<BreakableEmail email="ops@bintangtimurholidays.com.my" />);
    expect(container.textContent).toBe('ops@bintangtimurholidays.com.my');
    expect(container.innerHTML).toBe('ops<wbr>@bintangtimurholidays<wbr>.com<wbr>.my');
  });

  it('leaves text without an @ alone', () => {
    const { container } = render(<BreakableEmail email="not-an-email.example" />);
    expect(container.innerHTML).toBe('not-an-email.example');
  });
});
