import type { BrandColors } from '@dl/domain';
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  Badge,
  type MantineThemeOverride,
  Tabs,
} from '@mantine/core';
import { contrastRatio } from '@dl/domain';
import { BLACK, mix, WHITE } from './color.ts';
import scrollingTabs from './scrolling-tabs.module.css';
import wholeLabels from './whole-labels.module.css';

/** WCAG AA for normal text: white button labels and links on white both need 4.5:1. */
const AA_CONTRAST = 4.5;
const LIGHTER = [0.92, 0.8, 0.64, 0.46, 0.28, 0.12] as const;
const DARKER = [0.18, 0.36, 0.54] as const;

/** Ten shades around the brand colour: 0-5 lighter, 6 the colour itself, 7-9 darker. */
export function brandPalette(hex: string): MantineColorsTuple {
  const shades = [
    ...LIGHTER.map((w) => mix(hex, WHITE, w)),
    mix(hex, WHITE, 0),
    ...DARKER.map((w) => mix(hex, BLACK, w)),
  ];
  return shades as unknown as MantineColorsTuple;
}

/**
 * The first shade from 6 on that keeps AA contrast against white, so filled buttons (white label)
 * and links (on white) stay readable whatever colour a tenant picks.
 */
export function accessibleShade(palette: MantineColorsTuple): 6 | 7 | 8 | 9 {
  for (const shade of [6, 7, 8, 9] as const) {
    if (contrastRatio(palette[shade], '#ffffff') >= AA_CONTRAST) return shade;
  }
  return 9;
}

/** Mantine theme from the tenant branding (spec 3 "Branding"; defaults of spec 9 already merged). */
export type ThemeColors = Pick<BrandColors, 'primary' | 'secondary' | 'error'> &
  Partial<Pick<BrandColors, 'success' | 'warning'>>;

export function buildBrandTheme(colors: ThemeColors): MantineThemeOverride {
  const brand = brandPalette(colors.primary);
  const secondary = brandPalette(colors.secondary);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: accessibleShade(brand),
    colors: {
      brand,
      secondary,
      danger: brandPalette(colors.error),
      // Snackbar colours (spec 4): success by default, the error colour for errors.
      success: brandPalette(colors.success ?? colors.primary),
      warning: brandPalette(colors.warning ?? colors.secondary),
    },
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Someone who asks the system for reduced motion gets modals, menus and snackbars without
    // their slide and fade (WCAG 2.3.3).
    respectReducedMotion: true,
    // Issue 14 point 6: tab lists scroll sideways with a shadow hint instead of wrapping or
    // clipping, and a badge's label wraps instead of being cut.
    components: {
      Tabs: Tabs.extend({ classNames: { list: scrollingTabs.list, tab: scrollingTabs.tab } }),
      Badge: Badge.extend({ classNames: { root: wholeLabels.badgeRoot, label: wholeLabels.badgeLabel } }),
    },
  });
}

/**
 * Mantine's defaults that fall below 4.5:1 on white: dimmed text and placeholders (gray 6) become
 * gray 7, and the error text of every field (red 6) becomes red 8.
 */
export const accessibleCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
