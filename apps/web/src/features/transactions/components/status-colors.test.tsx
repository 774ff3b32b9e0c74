import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBrandTheme } from '#web/lib/brand-theme.ts';
import { statusColor } from '#web/lib/status-color.ts';
import { InvestmentStatusBadge } from './transaction-columns.tsx';

/** Issue 14 point 4: statuses wear the tenant's error, warning and success colours (spec 3, 4). */
describe('status colours', () => {
  it('maps the spec words to the theme palettes built from the tenant branding', () => {
    expect([statusColor('red'), statusColor('orange'), statusColor('green')]).toEqual(['danger', 'warning', 'success']);
    const theme = buildBrandTheme({
      primary: '#009F46',
      secondary: '#0075A1',
      error: '#AA0011',
      success: '#00AA22',
      warning: '#CC7700',
    });
    expect(theme.colors?.[statusColor('red')]?.[6]).toBe('#aa0011');
    expect(theme.colors?.[statusColor('orange')]?.[6]).toBe('#cc7700');
    expect(theme.colors?.[statusColor('green')]?.[6]).toBe('#00aa22');
  });

  it.each([
    ['red', 'Deal declined', 'danger'],
    ['orange', 'Waiting for approval', 'warning'],
    ['green', 'Deal executed', 'success'],
  ] as const)('a %s status (%s) is drawn in the tenant %s palette', (word, label, palette) => {
    render(
      <MantineProvider
        env="test"
        theme={buildBrandTheme({ primary: '#009F46', secondary: '#0075A1', error: '#E55957' })}
      >
        <InvestmentStatusBadge investment={{ status_label: label, status_color: word }} />
      </MantineProvider>,
    );
    const badge = screen.getByText(label).closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.getAttribute('style')).toContain(`--mantine-color-${palette}`);
    expect(badge.getAttribute('style')).not.toMatch(/--mantine-color-(red|orange|green)-/);
  });
});
