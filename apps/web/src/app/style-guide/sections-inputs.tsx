import { formatCurrency } from '@dl/domain';
import { Badge, Card, Code, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, useState } from 'react';
import { Carousel } from '../../components/display/carousel/index.ts';
import { InvestorProgressStrip } from '../../components/display/progress-strip/index.ts';
import {
  type CategoryPath,
  CategoryPathEditor,
  categoryPath,
} from '../../components/inputs/category-path-editor/index.ts';
import { CurrencyInput } from '../../components/inputs/currency-input/index.ts';
import { DateField, DateTimeField, TimeField } from '../../components/inputs/date-inputs/index.ts';
import { type EntityFetcher, type EntityItem, EntitySelector } from '../../components/inputs/entity-selector/index.ts';
import { FileUploadInput } from '../../components/inputs/file-upload/index.ts';
import { passwordChecks, ValidationMessageMenu } from '../../components/inputs/validation-menu/index.ts';
import type { StyleGuideSection } from './section.ts';

// The heaviest widgets (charting library, every country flag) load on their own, as real pages should.
const InvestmentChart = lazy(() =>
  import('../../components/display/charts/index.ts').then((m) => ({ default: m.InvestmentChart })),
);
const PhoneInput = lazy(() =>
  import('../../components/inputs/phone-input/index.ts').then((m) => ({ default: m.PhoneInput })),
);

// ---- Sample data (private-market context) ----

const DOCUMENT_CATEGORIES = [
  ['Legal', 'Subscription documents', 'Side letters'],
  ['Legal', 'Subscription documents', 'Investor questionnaires'],
  ['Legal', 'NDA'],
  ['Legal', 'Operating agreement'],
  ['Financials', 'Quarterly reports', 'Q1 2026'],
  ['Financials', 'Audited statements'],
  ['Due diligence', 'Management presentations'],
];

const ENTITIES: EntityItem[] = [
  { id: 'ent-1', name: 'Blue Ridge Capital LLC', source: 'common' },
  { id: 'ent-2', name: 'Blue Harbor Family Office', source: '' },
  { id: 'ent-3', name: 'Cedar Point Ventures LP', source: 'common' },
  { id: 'ent-4', name: 'Avery Investor Revocable Trust', source: '' },
  { id: 'ent-5', name: 'Granite Peak Holdings Inc.', source: '' },
  { id: 'ent-6', name: 'Meridian Pension Fund', source: 'common' },
  { id: 'ent-7', name: 'North Star Endowment', source: '' },
];

type OpportunityRow = [name: string, type: string, sector: string, stage: string, size: string, minimum: string];
const OPPORTUNITIES = (
  [
    ['Helios Solar Fund II', 'Primary', 'Energy', 'Fund', '150000000', '250000'],
    ['Northwind Logistics Series B', 'Primary', 'Transportation', 'Series B', '40000000', '50000'],
    ['Atlas Robotics', 'Secondary', 'Industrials', 'Series C', '12500000', '25000'],
    ['Beacon Health SPV', 'Primary', 'Healthcare', 'Growth', '8000000', '10000'],
    ['Cobalt Battery Materials', 'Primary', 'Materials', 'Series A', '22000000', '25000'],
    ['Fjord Biosciences', 'Secondary', 'Biotech', 'Series D', '65000000', '100000'],
    ['Evergreen AgTech', 'Primary', 'Agriculture', 'Seed', '3500000', '5000'],
    ['Delta Freight Credit', 'Primary', 'Private credit', 'Fund', '90000000', '100000'],
  ] satisfies OpportunityRow[]
).map(([name, type, sector, stage, size, minimum]) => ({ name, type, sector, stage, size, minimum }));
type SampleOpportunity = (typeof OPPORTUNITIES)[number];

const CAPITAL_BY_QUARTER = [
  { quarter: 'Q1 2025', committed: 4200000, called: 1800000 },
  { quarter: 'Q2 2025', committed: 5100000, called: 2600000 },
  { quarter: 'Q3 2025', committed: 3900000, called: 3100000 },
  { quarter: 'Q4 2025', committed: 6400000, called: 3500000 },
];

const NAV_BY_MONTH = [
  { month: 'Jan', nav: 10400000 },
  { month: 'Feb', nav: 10950000 },
  { month: 'Mar', nav: 10700000 },
  { month: 'Apr', nav: 11600000 },
  { month: 'May', nav: 12100000 },
  { month: 'Jun', nav: 12850000 },
];

const ALLOCATION = [
  { name: 'Energy', value: 3200000 },
  { name: 'Healthcare', value: 2100000 },
  { name: 'Industrials', value: 1500000 },
  { name: 'Private credit', value: 1250000 },
];

// ---- Examples ----

/** A widget with the value it hands to its form underneath. */
function Demo({ children, value }: { children: ReactNode; value?: unknown }) {
  return (
    <Stack gap={6}>
      {children}
      {value === undefined ? null : (
        <Text size="xs" c="dimmed">
          Value: <Code>{JSON.stringify(value)}</Code>
        </Text>
      )}
    </Stack>
  );
}

function DateTimeExample() {
  const [date, setDate] = useState<string | null>('2026-06-30');
  const [time, setTime] = useState('14:30');
  const [closing, setClosing] = useState<string | null>(null);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Demo value={date}>
        <DateField label="Subscription deadline" value={date} onChange={setDate} clearable />
      </Demo>
      <Demo value={time}>
        <TimeField label="Investor call" value={time} onChange={setTime} />
      </Demo>
      <Demo value={closing}>
        <DateTimeField label="First close" value={closing} onChange={setClosing} placeholder="Pick date and time" />
      </Demo>
    </SimpleGrid>
  );
}

function CurrencyExample() {
  const [raise, setRaise] = useState('25000000');
  const [minimum, setMinimum] = useState('');
  const [price, setPrice] = useState('12.50');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Demo value={raise}>
        <CurrencyInput label="Target raise" value={raise} onChange={setRaise} />
      </Demo>
      <Demo value={minimum}>
        <CurrencyInput label="Minimum investment" value={minimum} onChange={setMinimum} placeholder="0" />
      </Demo>
      <Demo value={price}>
        <CurrencyInput label="Price per share" precision={2} maxLength={20} value={price} onChange={setPrice} />
      </Demo>
    </SimpleGrid>
  );
}

function PhoneExample() {
  const [office, setOffice] = useState('+12125550123');
  const [mobile, setMobile] = useState('');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Demo value={office}>
        <PhoneInput label="Office phone" defaultCountry="US" value={office} onChange={setOffice} />
      </Demo>
      <Demo value={mobile}>
        <PhoneInput
          label="Mobile phone"
          mandatory
          value={mobile}
          onChange={setMobile}
          description="Country from your browser; type + for an international number"
        />
      </Demo>
    </SimpleGrid>
  );
}

function CategoryExample() {
  const [path, setPath] = useState<CategoryPath>(categoryPath(['Legal', 'Subscription documents']));
  return (
    <Demo value={path}>
      <CategoryPathEditor value={path} onChange={setPath} existing={DOCUMENT_CATEGORIES} />
    </Demo>
  );
}

const fetchEntities: EntityFetcher = async (search, page, limit) => {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const text = search.trim().toLowerCase();
  const found = ENTITIES.filter((e) => e.name.toLowerCase().includes(text));
  return { results: found.slice((page - 1) * limit, page * limit) };
};

function EntityExample() {
  const [entity, setEntity] = useState<EntityItem | null>(null);
  return (
    <Demo value={entity}>
      <EntitySelector
        label="Investing entity"
        description="Search by name; entities from the common list are marked"
        fetcher={fetchEntities}
        value={entity}
        onChange={setEntity}
      />
    </Demo>
  );
}

function FileExample() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <FileUploadInput label="Subscription agreement" group="document" />
      <FileUploadInput label="Company logo" group="image" side="investor" />
    </SimpleGrid>
  );
}

function ValidationExample() {
  const [password, setPassword] = useState('');
  return (
    <Stack maw={360}>
      <ValidationMessageMenu checks={passwordChecks(password)}>
        <PasswordInput
          label="New password"
          description="Focus the field to see its rules"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      </ValidationMessageMenu>
    </Stack>
  );
}

function ProgressExample() {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Helios Solar Fund II
        </Text>
        <InvestorProgressStrip
          label="Helios Solar Fund II progress"
          investment={{
            nda_signed_date: '2026-01-12',
            deal_signed_date: '2026-02-03',
            counter_signed_deal_date: '2026-02-05',
            payments_received: null,
          }}
        />
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Northwind Logistics Series B
        </Text>
        <InvestorProgressStrip
          label="Northwind Logistics Series B progress"
          investment={{
            nda_signed_date: '2025-11-20',
            deal_signed_date: '2025-12-01',
            counter_signed_deal_date: '2025-12-02',
            payments_received: '2025-12-15',
            payments_acknowledged: '2025-12-16',
          }}
        />
      </Stack>
    </Stack>
  );
}

function OpportunityCard({ opportunity }: { opportunity: SampleOpportunity }) {
  return (
    <Card withBorder padding="md" h="100%">
      <Stack gap={6} align="flex-start">
        <Badge variant="light">{opportunity.type}</Badge>
        <Text fw={600}>{opportunity.name}</Text>
        <Text size="sm" c="dimmed">
          {opportunity.sector} · {opportunity.stage}
        </Text>
        <Text size="sm">Target raise {formatCurrency(opportunity.size)}</Text>
        <Text size="sm">Minimum {formatCurrency(opportunity.minimum)}</Text>
      </Stack>
    </Card>
  );
}

function CarouselExample() {
  return (
    <Carousel
      label="Featured opportunities"
      items={OPPORTUNITIES}
      getKey={(o) => o.name}
      renderItem={(o) => <OpportunityCard opportunity={o} />}
    />
  );
}

function ChartsExample() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="xl">
      <InvestmentChart
        type="bar"
        title="Capital committed and called"
        description="By quarter, all funds"
        data={CAPITAL_BY_QUARTER}
        dataKey="quarter"
        dataKeyLabel="Quarter"
        series={[
          { name: 'committed', label: 'Committed' },
          { name: 'called', label: 'Called' },
        ]}
      />
      <InvestmentChart
        type="line"
        title="Portfolio value"
        description="Net asset value at month end"
        data={NAV_BY_MONTH}
        dataKey="month"
        dataKeyLabel="Month"
        series={[{ name: 'nav', label: 'Net asset value' }]}
      />
      <InvestmentChart
        type="pie"
        title="Allocation by sector"
        description="Share of invested capital"
        data={ALLOCATION}
      />
    </SimpleGrid>
  );
}

/** Style-guide sections of the components in components/inputs and components/display. */
export const inputsSections: StyleGuideSection[] = [
  {
    id: 'date-time-inputs',
    title: 'Date, time and date-time inputs',
    description: 'Shown as MM/DD/YYYY and hh:mm a; dates are kept as YYYY-MM-DD, times as HH:mm, date-times as ISO.',
    Example: DateTimeExample,
  },
  {
    id: 'currency-input',
    title: 'Currency input',
    description: 'Digits only, en-US separators, $ prefix; 12 digits and no decimals unless configured.',
    Example: CurrencyExample,
  },
  {
    id: 'phone-input',
    title: 'Phone entry with country',
    description: 'Validated for the chosen country; type letters in the open country list to jump to a country.',
    Example: PhoneExample,
  },
  {
    id: 'category-path-editor',
    title: 'Document-category path editor',
    description: 'A name per level with suggestions from other documents; add a level or delete the last one.',
    Example: CategoryExample,
  },
  {
    id: 'entity-selector',
    title: 'Entity selector',
    description: 'Searches as you type (500 ms pause), 20 results a page.',
    Example: EntityExample,
  },
  {
    id: 'file-upload',
    title: 'File input with upload progress',
    description: 'Checks the type group and size, then uploads with a progress bar. Log in to store files.',
    Example: FileExample,
  },
  {
    id: 'validation-menu',
    title: 'Validation-message menu',
    description: "The rules of a field, each marked as it passes, then 'Looks good!'.",
    Example: ValidationExample,
  },
  {
    id: 'progress-strip',
    title: 'Investor progress strip',
    description: 'From NDA to payment; a step is highlighted once it has happened.',
    Example: ProgressExample,
  },
  {
    id: 'carousel',
    title: 'Carousel',
    description: 'Four items at a time on wide screens; use the buttons or the arrow keys.',
    Example: CarouselExample,
  },
  {
    id: 'charts',
    title: 'Charts',
    description: 'Bar, line and pie charts with legends and currency tooltips.',
    Example: ChartsExample,
  },
];
