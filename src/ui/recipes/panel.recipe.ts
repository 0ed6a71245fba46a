import { defineRecipe } from '@pandacss/dev';

/**
 * A bordered panel that groups one subject on a page (a price preview, an e-invoice's state, a
 * pending change): its parts stacked with a gap, on the surface colour.
 */
export const panelRecipe = defineRecipe({
  className: 'panel',
  base: {
    display: 'grid',
    p: '4',
    bg: 'bg.surface',
    borderWidth: 'thin',
    borderColor: 'border.default',
    borderRadius: 'md',
    minW: '0',
  },
  variants: {
    spacing: {
      compact: { gap: '2' },
      normal: { gap: '3' },
    },
  },
  defaultVariants: { spacing: 'normal' },
});
