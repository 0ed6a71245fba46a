import { Marked } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown of the repository's help articles as HTML. The articles are trusted, but raw HTML in
 * them is still shown as text, never passed through, so a slip in an article cannot add a script
 * or a form. The article's own title is the page's h1, so headings in a body start at h2.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

export const renderHelpMarkdown = (markdown: string): string => marked.parse(markdown, { async: false });
