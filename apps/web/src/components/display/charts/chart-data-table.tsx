import { VisuallyHidden } from '@mantine/core';
import type { ChartRow, ChartSeriesDef } from './chart-types.ts';

export interface ChartDataTableProps {
  caption: string;
  /** Column of the row names and its heading. */
  dataKey: string;
  keyLabel: string;
  series: readonly ChartSeriesDef[];
  rows: readonly ChartRow[];
  format: (value: number) => string;
}

/** The chart's numbers as a table for screen readers, which cannot read the drawing. */
export function ChartDataTable({ caption, dataKey, keyLabel, series, rows, format }: ChartDataTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{keyLabel}</th>
            {series.map((s) => (
              <th scope="col" key={s.name}>
                {s.label ?? s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[dataKey])}>
              <th scope="row">{row[dataKey]}</th>
              {series.map((s) => {
                const value = row[s.name];
                return <td key={s.name}>{typeof value === 'number' ? format(value) : (value ?? '')}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
