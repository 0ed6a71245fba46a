import { css } from 'styled-system/css';

/** The rendered Markdown of an article: readable measure, spaced headings, lists and tables. */
export const articleBody = css({
  lineHeight: '1.7',
  '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: '6', mb: '2' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '4', mb: '2' },
  '& p': { my: '3' },
  '& ul, & ol': { pl: '6', my: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { my: '1' },
  '& a': { color: 'accent.fg', textDecoration: 'underline' },
  '& strong': { fontWeight: 'semibold' },
  '& code': { fontFamily: 'mono', fontSize: 'sm', bg: 'bg.subtle', px: '1', borderRadius: 'sm' },
  '& table': { borderCollapse: 'collapse', my: '3', display: 'block', overflowX: 'auto' },
  '& th, & td': {
    borderWidth: 'thin',
    borderColor: 'border.default',
    px: '3',
    py: '2',
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { bg: 'bg.subtle', fontWeight: 'semibold' },
  '& blockquote': { borderLeftWidth: 'accent', borderColor: 'border.default', pl: '4', color: 'fg.muted' },
});
