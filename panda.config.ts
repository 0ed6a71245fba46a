import { defineConfig } from '@pandacss/dev';
import { buttonRecipe } from './src/ui/recipes/button.recipe';
import { inputRecipe } from './src/ui/recipes/input.recipe';
import { panelRecipe } from './src/ui/recipes/panel.recipe';

/**
 * Design tokens live here; feature code uses semantic tokens (`fg.muted`, `bg.surface`), never raw
 * colours, so light and dark themes come from one place.
 */
export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
      bordered: '[data-skin=bordered] &',
    },
  },
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', lineHeight: '1.5' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
    // The bordered skin: flat surfaces separated by borders instead of shadows.
    'html[data-skin=bordered] *': { boxShadow: 'none !important' },
    'html[data-skin=bordered] [data-surface]': { borderColor: 'border.strong !important' },
  },
  theme: {
    extend: {
      keyframes: {
        loadingBarFill: { from: { width: '0%' }, to: { width: '90%' } },
      },
      tokens: {
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
        },
        // Feature code names widths and blurs by token, never in pixels (tokens-only.test.ts).
        borderWidths: { thin: { value: '1px' }, thick: { value: '2px' }, accent: { value: '4px' } },
        blurs: { navbar: { value: '8px' } },
        sizes: { chart: { value: '220px' }, loadingBar: { value: '3px' }, boxed: { value: '1440px' } },
      },
      breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1920px', '2xl': '2560px' },
      semanticTokens: {
        colors: {
          bg: {
            canvas: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
            surface: { value: { base: '{colors.white}', _dark: '{colors.gray.900}' } },
            subtle: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
            selected: { value: { base: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
            // Every other table row: a step off the surface, lighter than hover (bg.subtle).
            zebra: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          },
          fg: {
            default: { value: { base: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
            muted: { value: { base: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
            onAccent: { value: { base: '{colors.white}', _dark: '{colors.white}' } },
          },
          border: {
            default: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
            strong: { value: { base: '{colors.gray.400}', _dark: '{colors.gray.500}' } },
          },
          accent: {
            default: { value: { base: '{colors.blue.700}', _dark: '{colors.blue.600}' } },
            hover: { value: { base: '{colors.blue.800}', _dark: '{colors.blue.700}' } },
            fg: { value: { base: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
            focus: { value: { base: '{colors.blue.600}', _dark: '{colors.blue.300}' } },
          },
          danger: {
            fg: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
            bg: { value: { base: '{colors.red.50}', _dark: '{colors.red.950}' } },
            border: { value: { base: '{colors.red.300}', _dark: '{colors.red.800}' } },
          },
          success: {
            fg: { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } },
            bg: { value: { base: '{colors.green.50}', _dark: '{colors.green.950}' } },
          },
          // Waiting states (pending approval, unpaid): amber badges with AA text.
          warning: {
            fg: { value: { base: '{colors.amber.800}', _dark: '{colors.amber.300}' } },
            bg: { value: { base: '{colors.amber.50}', _dark: '{colors.amber.950}' } },
          },
        },
      },
      recipes: { button: buttonRecipe, input: inputRecipe, panel: panelRecipe },
    },
  },
});
