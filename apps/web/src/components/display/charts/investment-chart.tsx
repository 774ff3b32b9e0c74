import '@mantine/charts/styles.css';
import { formatCurrency } from '@dl/domain';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Center, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { ChartDataTable } from './chart-data-table.tsx';
import { type ChartRow, type ChartSeriesDef, type PieSlice, paletteColor } from './chart-types.ts';

interface CommonProps {
  /** Shown above the chart and names it for assistive technology. */
  title: string;
  description?: string;
  /** Height of bar and line charts in px. */
  height?: number;
  /** Formats values in tooltips, axes and the table; currency (spec 9) by default. */
  valueFormatter?: (value: number) => string;
}

export interface SeriesChartProps extends CommonProps {
  type: 'bar' | 'line';
  data: ChartRow[];
  /** Key of the category of each row (the x axis). */
  dataKey: string;
  /** Heading of the category column in the data table. */
  dataKeyLabel?: string;
  series: ChartSeriesDef[];
}

export interface PieChartProps extends CommonProps {
  type: 'pie';
  data: PieSlice[];
}

export type InvestmentChartProps = SeriesChartProps | PieChartProps;

const currency = (value: number) => formatCurrency(value);

/** Bar, line or pie chart (spec 2) in a labelled figure with a legend and currency tooltips. */
export function InvestmentChart(props: InvestmentChartProps) {
  const { title, description, height = 280, valueFormatter = currency } = props;
  const titleId = useId();
  const isEmpty = props.data.length === 0;
  return (
    <Stack component="figure" gap="xs" m={0} aria-labelledby={titleId}>
      <Stack component="figcaption" gap={2}>
        <Text id={titleId} fw={600}>
          {title}
        </Text>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {isEmpty ? (
        <Center h={height}>
          <Text c="dimmed">No data</Text>
        </Center>
      ) : (
        <ChartBody {...props} height={height} valueFormatter={valueFormatter} />
      )}
    </Stack>
  );
}

// The drawing is hidden from assistive technology (nothing in it can take focus); the table says the same.
function ChartBody(props: InvestmentChartProps & { height: number; valueFormatter: (value: number) => string }) {
  const { height, valueFormatter, title } = props;
  if (props.type === 'pie') {
    const slices = props.data.map((s, i) => ({ ...s, color: s.color ?? paletteColor(i) }));
    return (
      <>
        <Center aria-hidden>
          <PieChart
            data={slices}
            withLegend
            withTooltip
            valueFormatter={valueFormatter}
            size={Math.min(height, 220)}
            accessibilityLayer={false}
            pieProps={{ rootTabIndex: -1 }}
          />
        </Center>
        <ChartDataTable
          caption={title}
          dataKey="name"
          keyLabel="Name"
          series={[{ name: 'value', label: 'Value' }]}
          rows={slices.map(({ name, value }) => ({ name, value }))}
          format={valueFormatter}
        />
      </>
    );
  }
  const series = props.series.map((s, i) => ({ ...s, color: s.color ?? paletteColor(i) }));
  const Chart = props.type === 'bar' ? BarChart : LineChart;
  return (
    <>
      <div aria-hidden>
        <Chart
          h={height}
          data={props.data}
          dataKey={props.dataKey}
          series={series}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={valueFormatter}
          tickLine="y"
          gridAxis="y"
          accessibilityLayer={false}
        />
      </div>
      <ChartDataTable
        caption={title}
        dataKey={props.dataKey}
        keyLabel={props.dataKeyLabel ?? props.dataKey}
        series={series}
        rows={props.data}
        format={valueFormatter}
      />
    </>
  );
}
