import { defineRecipe } from '@pandacss/dev';

export const inputRecipe = defineRecipe({
  className: 'input',
  base: {
    w: 'full',
    h: '10',
    px: '3',
    borderWidth: 'thin',
    borderColor: 'border.strong',
    borderRadius: 'md',
    bg: 'bg.surface',
    color: 'fg.default',
    '&[aria-invalid=true]': { borderColor: 'danger.fg' },
  },
});
