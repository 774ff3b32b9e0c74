import type { MantineColor } from '@mantine/core';

/** Spec 2 "Chart types: Bar, Line, Pie". */
export type ChartType = 'bar' | 'line' | 'pie';

export type ChartRow = Record<string, string | number>;

export interface ChartSeriesDef {
  /** Key of the value in each row. */
  name: string;
  label?: string;
  color?: MantineColor;
}

export interface PieSlice {
  name: string;
  value: number;
  color?: MantineColor;
}

/** Theme colours used in turn when a series or slice names none. */
export const CHART_PALETTE: readonly MantineColor[] = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'cyan.8', 'pink.7'];

export function paletteColor(index: number): MantineColor {
  return CHART_PALETTE[index % CHART_PALETTE.length] ?? 'blue.7';
}
