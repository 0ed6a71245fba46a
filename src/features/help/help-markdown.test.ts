import { describe, expect, it } from 'vitest';
import { renderHelpMarkdown } from './help-markdown';

describe('renderHelpMarkdown', () => {
  it('renders headings, lists, tables and links', () => {
    const html = renderHelpMarkdown(
      '## Steps\n\n1. One\n2. [Two](/help-center/top-up)\n\n| a | b |\n| - | - |\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<a href="/help-center/top-up">Two</a>');
    expect(html).toContain('<table>');
  });

  it('never passes raw HTML through', () => {
    const html = renderHelpMarkdown('Hello <script>alert(1)</script>\n\n<div onclick="x()">block</div>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<div');
    expect(html).toContain('&lt;script&gt;');
  });
});
