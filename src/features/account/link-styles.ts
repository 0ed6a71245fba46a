import { css } from 'styled-system/css';

export const linkStyle = css({ fontSize: 'sm', color: 'accent.fg', textDecoration: 'underline' });
export const statusStyle = css({
  bg: 'success.bg',
  color: 'success.fg',
  borderRadius: 'md',
  p: '3',
  fontSize: 'sm',
});
