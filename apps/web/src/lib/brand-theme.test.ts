// @vitest-environment node
import { DEFAULT_COLORS } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { createTheme, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { accessibleCssVariables, accessibleShade, brandPalette, buildBrandTheme } from './brand-theme.ts';
import { contrastRatio } from '@dl/domain';

describe('brand theme', () => {
  it('keeps the brand colour itself at shade 6', () => {
    expect(brandPalette('#009F46')[6]).toBe('#009f46');
  });

  it.each([DEFAULT_COLORS.primary, '#FFD700', '#00BFFF', '#1a1a1a', '#E55957'])(
    'picks a primary shade of %s with AA contrast against white',
    (hex) => {
      const palette = brandPalette(hex);
      expect(contrastRatio(palette[accessibleShade(palette)], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('darkens the default green for filled buttons', () => {
    const theme = buildBrandTheme(DEFAULT_COLORS);
    expect(theme.primaryColor).toBe('brand');
    expect(theme.primaryShade).toBe(7);
  });
});

describe('accessible CSS variables', () => {
  it('darkens the error, placeholder and dimmed colours of the light scheme', () => {
    const vars = accessibleCssVariables(mergeMantineTheme(DEFAULT_THEME, createTheme({})));
    expect(vars.light['--mantine-color-error']).toBe('var(--mantine-color-red-8)');
    expect(vars.light['--mantine-color-placeholder']).toBe('var(--mantine-color-gray-7)');
    expect(vars.light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
  });
});
