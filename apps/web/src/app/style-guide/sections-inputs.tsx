import { lazy } from 'react';
import { CarouselExample, ProgressExample } from './examples/display/index.ts';
import {
  CategoryExample,
  CurrencyExample,
  DateTimeExample,
  EntityExample,
  FileUploadExample,
  ValidationExample,
} from './examples/inputs/index.ts';
import type { StyleGuideSection } from './section.ts';

// The heaviest widgets (the charting library, every country flag) load as chunks of their own, as
// real pages should load them.
const PhoneExample = lazy(() =>
  import('./examples/inputs/phone-example.tsx').then((m) => ({ default: m.PhoneExample })),
);
const ChartsExample = lazy(() =>
  import('./examples/display/charts-example.tsx').then((m) => ({ default: m.ChartsExample })),
);

/** Style-guide sections of the components in components/inputs and components/display. */
export const inputsSections: StyleGuideSection[] = [
  {
    id: 'inputs-date-time',
    title: 'Date, time and date-time inputs',
    description: 'Shown as MM/DD/YYYY and hh:mm a; dates are kept as YYYY-MM-DD, times as HH:mm, date-times as ISO.',
    Example: DateTimeExample,
  },
  {
    id: 'inputs-currency',
    title: 'Currency input',
    description: 'Digits only, en-US separators, $ prefix; 12 digits and no decimals unless configured.',
    Example: CurrencyExample,
  },
  {
    id: 'inputs-phone',
    title: 'Phone entry with country',
    description: 'Validated for the chosen country; type letters in the open country list to jump to a country.',
    Example: PhoneExample,
  },
  {
    id: 'inputs-category-path',
    title: 'Document-category path editor',
    description: 'A name per level with suggestions from other documents; add a level or delete the last one.',
    Example: CategoryExample,
  },
  {
    id: 'inputs-entity-selector',
    title: 'Entity selector',
    description: 'Searches as you type (500 ms pause), 20 results a page.',
    Example: EntityExample,
  },
  {
    id: 'inputs-file-upload',
    title: 'File input with upload progress',
    description: 'Checks the type group and size, then uploads with a progress bar. Log in to store files.',
    Example: FileUploadExample,
  },
  {
    id: 'inputs-validation-menu',
    title: 'Validation-message menu',
    description: "The rules of a field, each marked as it passes, then 'Looks good!'.",
    Example: ValidationExample,
  },
  {
    id: 'display-progress-strip',
    title: 'Investor progress strip',
    description: 'From NDA to payment; a step is highlighted once it has happened.',
    Example: ProgressExample,
  },
  {
    id: 'display-carousel',
    title: 'Carousel',
    description: 'Four items at a time on wide screens; use the buttons or the arrow keys.',
    Example: CarouselExample,
  },
  {
    id: 'display-charts',
    title: 'Charts',
    description: 'Bar, line and pie charts with legends and currency tooltips.',
    Example: ChartsExample,
  },
];
