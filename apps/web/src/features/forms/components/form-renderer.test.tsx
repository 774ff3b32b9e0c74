import { type FormResponse, type FormTemplate, INPUT_TYPES } from '@dl/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { clientErrors } from '../lib/client-errors.ts';
import { SAMPLE_TEMPLATE } from '../lib/sample-template.ts';
import { FormRenderer } from './form-renderer.tsx';
import { FormFileReaderContext, FormUploaderContext } from './widgets/uploader-context.ts';

function Harness({
  template = SAMPLE_TEMPLATE,
  initial = {},
  errors,
  onChange,
}: {
  template?: FormTemplate;
  initial?: Record<string, unknown>;
  errors?: Record<string, string>;
  onChange?: (next: FormResponse) => void;
}) {
  const [value, setValue] = useState<FormResponse>({ template_version: template.version, values: initial });
  return (
    <FormRenderer
      template={template}
      value={value}
      errors={errors ?? {}}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const US = { us_person: 'yes' };

/** The sample with only these fields: the tests that type stay quick. */
function only(...keys: string[]): FormTemplate {
  return {
    ...SAMPLE_TEMPLATE,
    sections: SAMPLE_TEMPLATE.sections.map((s) => ({
      ...s,
      definition: { ...s.definition, fields: s.definition.fields.filter((f) => keys.includes(f.key)) },
    })),
  };
}

/** A field label, with or without Mantine's required asterisk. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

describe('FormRenderer', () => {
  it('the sample template covers all 25 input types', () => {
    const types = new Set(SAMPLE_TEMPLATE.sections.flatMap((s) => s.definition.fields.map((f) => f.type)));
    expect([...INPUT_TYPES].filter((t) => !types.has(t))).toEqual([]);
  });

  it('renders every input type with a control named by its label', () => {
    renderWithRouter(<Harness initial={US} />);
    // text, date, phone, url, number, currency, text_long, rich_texteditor, calculated
    for (const text of [
      'Full name',
      'Date of birth',
      'Phone (optional)',
      'Website (optional)',
      'Number of employees (optional)',
      'Annual income (optional)',
      'Total',
      'Income per unit',
      'Notes (optional)',
      'Strategy (optional)',
      'SSN',
      'Sector (optional)',
      'Regions (optional)',
    ]) {
      expect(screen.getAllByLabelText(label(text)).length, text).toBeGreaterThan(0);
    }
    expect(screen.getByText('Before you start')).toBeInTheDocument(); // static_text
    expect(screen.getByRole('button', { name: 'Read the terms' })).toBeInTheDocument(); // static_modal
    expect(screen.getByRole('group', { name: 'Home address (optional)' })).toBeInTheDocument(); // address
    expect(screen.getByLabelText('Address line 1 (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile photo (optional)')).toBeInTheDocument(); // public_image
    expect(screen.getByRole('radiogroup', { name: 'Are you a US person?' })).toBeInTheDocument(); // radio
    expect(screen.getByRole('slider', { name: 'Risk appetite' })).toBeInTheDocument(); // slider
    expect(screen.getByRole('radiogroup', { name: 'Horizon (optional)' })).toBeInTheDocument(); // button_toggle
    expect(screen.getByRole('group', { name: 'Asset classes (optional)' })).toBeInTheDocument(); // check_list
    expect(screen.getByRole('button', { name: 'Move Growth down' })).toBeInTheDocument(); // draggable_list
    expect(screen.getByLabelText('New Goals (optional) line')).toBeInTheDocument(); // bullet
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeInTheDocument(); // timeline
    expect(screen.getByLabelText('Form W-9 (optional)')).toBeInTheDocument(); // file
    expect(screen.getByLabelText('Bank statements (optional)')).toBeInTheDocument(); // file_v2
    expect(screen.getByLabelText('Holdings sheet (optional)')).toBeInTheDocument(); // data_file
    expect(screen.getByRole('checkbox', { name: 'I confirm these answers are true' })).toBeInTheDocument();
  });

  it('shows a branch field and section live, with the reason in the hint', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness template={only('us_person', 'ssn', 'w9')} />);
    expect(screen.queryByLabelText(label('SSN'))).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'US documents' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(label('SSN'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'US documents' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Why is SSN shown?' }));
    expect(await screen.findByText("Shown because 'Are you a US person?' is 'Yes'")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Why is US documents shown?' }));
    expect(await screen.findAllByText("Shown because 'Are you a US person?' is 'Yes'")).not.toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(label('SSN'))).not.toBeInTheDocument();
  });

  it('recomputes calculated fields live; a division by zero shows nothing', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness template={only('units', 'unit_price', 'income', 'total', 'per_unit')} />);
    await user.type(screen.getByLabelText(label('Units (optional)')), '3');
    await user.type(screen.getByLabelText(label('Unit price (optional)')), '10.25');
    expect(screen.getByLabelText('Total')).toHaveValue('30.75');
    await user.type(screen.getByLabelText(label('Annual income (optional)')), '100');
    expect(screen.getByLabelText('Income per unit')).toHaveValue('33.33');
    await user.clear(screen.getByLabelText(label('Units (optional)')));
    await user.type(screen.getByLabelText(label('Units (optional)')), '0');
    expect(screen.getByLabelText('Income per unit')).toHaveValue('');
    expect(screen.getByLabelText('Total')).toHaveValue('0');
  });

  it('shows the engine message under a field when it is left', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness initial={US} template={only('us_person', 'ssn')} />);
    const ssn = screen.getByLabelText(label('SSN'));
    await user.type(ssn, '12');
    await user.tab();
    expect(screen.getByText('SSN is not valid SSN')).toBeInTheDocument();
    await user.type(ssn, '3456789');
    await user.tab();
    expect(screen.queryByText('SSN is not valid SSN')).not.toBeInTheDocument();
  });

  it('shows required errors with the exact messages and focuses the first invalid field', async () => {
    const errors = clientErrors(SAMPLE_TEMPLATE, US);
    expect(errors).toMatchObject({
      full_name: 'Full name is required',
      birth_date: 'Date of birth is required',
      ssn: 'SSN is required',
    });
    renderWithRouter(<Harness initial={US} errors={errors} />);
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('SSN is required')).toBeInTheDocument();
    expect(screen.getByText('I confirm these answers are true is required')).toBeInTheDocument();
    expect(screen.getByLabelText(label('Full name'))).toHaveFocus();
    // Corrected, the message goes at once (no layout jump waiting for the blur).
    await userEvent.setup().type(screen.getByLabelText(label('Full name')), 'Ivy');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(screen.getByText('SSN is required')).toBeInTheDocument();
  });

  it('maps server errors to fields, parts and lines; others show above the form', () => {
    renderWithRouter(
      <Harness
        initial={{ ...US, home: { line1: 'x' }, goals: ['a', 'b'] }}
        errors={{
          website: 'Website is not url',
          'home.city': 'City is required',
          'goals.1': 'should not include any numbers',
          template_version: 'Version 9 of this form is not known',
        }}
      />,
    );
    expect(screen.getByText('Website is not url')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Home address (optional)' })).getByText('City is required'),
    ).toBeInTheDocument();
    expect(screen.getByText('Line 2: should not include any numbers')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Version 9 of this form is not known');
    expect(screen.getByLabelText(label('Website (optional)'))).toHaveFocus();
  });

  it('stores answers in the shapes the engine reads', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithRouter(
      <Harness onChange={onChange} template={only('birth_date', 'website', 'priorities', 'assets', 'horizon')} />,
    );
    const lastResponse = () => onChange.mock.calls.at(-1)?.[0] as FormResponse;
    const last = () => lastResponse().values;
    await user.type(screen.getByLabelText(label('Date of birth')), '02/03/1990');
    act(() => screen.getByLabelText(label('Date of birth')).blur());
    expect(last().birth_date).toBe('02/03/1990');
    await user.type(screen.getByLabelText(label('Website (optional)')), 'example.com');
    await user.tab();
    expect(last().website).toBe('http://example.com');
    await user.click(screen.getByRole('button', { name: 'Move Growth down' }));
    expect(last().priorities).toEqual(['Income', 'Growth', 'Safety']);
    await user.click(screen.getByRole('checkbox', { name: 'Debt' }));
    expect(last().assets).toEqual(['Debt']);
    fireEvent.click(screen.getByRole('radio', { name: 'Long' }));
    expect(last().horizon).toBe('Long');
    expect(last().template_version).toBeUndefined();
    expect(lastResponse().template_version).toBe(1);
  });

  it('uploads a file with its progress, answers its id, and previews it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const id = '9b2f7c1e-4d3a-4e5b-8c6d-7e8f9a0b1c2d';
    const file = new File(['%PDF-1.7'], 'w9.pdf', { type: 'application/pdf' });
    const uploader = vi.fn(async ({ onProgress }: { onProgress?: (p: number) => void }) => {
      onProgress?.(100);
      return { url: `/files/${id}`, id, name: 'w9.pdf', mime_type: 'application/pdf', size: 8, sha256: '' };
    });
    const reader = vi.fn(async () => file);
    renderWithRouter(
      <FormUploaderContext value={uploader}>
        <FormFileReaderContext value={reader}>
          <Harness template={only('us_person', 'w9')} initial={US} onChange={onChange} />
        </FormFileReaderContext>
      </FormUploaderContext>,
    );
    expect(screen.getByLabelText(label('Form W-9 (optional)'))).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('[data-field="w9"] input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, file);
    await waitFor(() => expect((onChange.mock.calls.at(-1)?.[0] as FormResponse | undefined)?.values.w9).toBe(id));
    await user.click(await screen.findByRole('button', { name: 'Preview w9.pdf' }));
    expect(reader).toHaveBeenCalledWith(id);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('takes a data entity list from the resolver, and says so while it loads', () => {
    const template: FormTemplate = {
      ...SAMPLE_TEMPLATE,
      sections: [
        {
          key: 'm',
          definition: {
            id: 'm',
            title: 'Bank',
            fields: [
              {
                key: 'country',
                label: 'Bank country',
                type: 'select',
                data_source: { type: 'entity_common', entity: 'countries' },
              },
            ],
          },
        },
      ],
    };
    const value = { template_version: 1, values: { country: 'us' } };
    const { unmount } = renderWithRouter(<FormRenderer template={template} value={value} onChange={() => {}} />);
    expect(screen.getByPlaceholderText('Loading options…')).toHaveValue('us');
    unmount();
    const resolver = { entity: () => [{ value: 'us', label: 'United States' }] };
    renderWithRouter(<FormRenderer template={template} value={value} onChange={() => {}} resolver={resolver} />);
    expect(screen.getAllByLabelText(label('Bank country (optional)'))[0]).toHaveValue('United States');
  });
});
