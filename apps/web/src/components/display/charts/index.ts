export { CHART_PALETTE, type ChartRow, type ChartSeriesDef, type ChartType, type PieSlice } from './chart-types.ts';
export {
  InvestmentChart,
  type InvestmentChartProps,
  type PieChartProps,
  type SeriesChartProps,
} from './investment-chart.tsx';
