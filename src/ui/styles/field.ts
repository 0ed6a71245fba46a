import { css } from 'styled-system/css';

/**
 * A form field's parts, one style for every field (TextField, SelectField and the few fields
 * built on Ark's Field directly). The label sits right above its control even when a grid row
 * is taller than the field (a neighbour with a hint or an error): the field's rows start at the
 * top instead of sharing the extra height, so no select sits below its label.
 */
export const fieldRoot = css({ display: 'grid', gap: '1', alignContent: 'start' });
export const fieldLabel = css({ fontSize: 'sm', fontWeight: 'medium' });
export const fieldHint = css({ fontSize: 'xs', color: 'fg.muted' });
export const fieldError = css({ fontSize: 'sm', color: 'danger.fg' });
