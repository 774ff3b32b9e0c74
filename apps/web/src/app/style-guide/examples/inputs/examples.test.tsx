import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { CategoryExample } from './category-example.tsx';
import { CurrencyExample } from './currency-example.tsx';
import { DateTimeExample } from './date-time-example.tsx';
import { EntityExample } from './entity-example.tsx';
import { FileUploadExample } from './file-upload-example.tsx';
import { PhoneExample } from './phone-example.tsx';
import { ValidationExample } from './validation-example.tsx';

describe('style-guide examples of the inputs', () => {
  it.each([
    ['date and time', DateTimeExample, 'Subscription deadline'],
    ['currency', CurrencyExample, 'Target raise'],
    ['phone', PhoneExample, 'Office phone (optional)'],
    ['category path', CategoryExample, 'Type'],
    ['entity selector', EntityExample, 'Investing entity'],
    ['file upload', FileUploadExample, 'Subscription agreement'],
    ['validation menu', ValidationExample, 'New password'],
  ])('%s renders with its sample data', (_name, Example, label) => {
    renderWithRouter(<Example />);
    expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
  });
});
