import {
  type FormResponseRecord,
  getFormResponseRoute,
  getFormTemplateRoute,
  revealFormValueRoute,
  saveFormResponseRoute,
  submitFormRoute,
} from '@dl/contracts';
import type { FormTemplate } from '@dl/domain';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import type { Uploader } from '#web/components/inputs/file-upload/index.ts';
import { DRAFT_SAVED, FIX_ANSWERS, FORM_SUBMITTED, FormScreen } from './form-screen.tsx';
import { FormUploaderContext } from './widgets/uploader-context.ts';

const ENTITY = '3a9d0c1e-2b4f-4a6d-8e1f-0c2b3d4e5f60';

const TEMPLATE: FormTemplate = {
  internal_name: 'bank-details',
  kind: 'USER_REQUIRED_FORMS',
  version: 2,
  sections: [
    {
      key: 'bank',
      definition: {
        id: 'bank',
        title: 'Bank account',
        fields: [
          { key: 'bank_name', label: 'Bank name', type: 'text', mandatory: true },
          { key: 'account', label: 'Account number', type: 'text', mandatory: true, rules: ['digitsOnly'] },
        ],
      },
    },
  ],
};

const record = (values: Record<string, unknown>, extra: Partial<FormResponseRecord> = {}): FormResponseRecord => ({
  form_id: 'User.BankDetails',
  entity_id: ENTITY,
  template_version: 2,
  status: 'DRAFT',
  response: { template_version: 2, values },
  masked: [],
  modified_on: '2026-11-21T20:00:00Z',
  ...extra,
});

type RouteMock = ReturnType<typeof on>;

/** The form's template and stored response, and the test's own routes (a save, a submit, a reveal). */
function serve(stored: FormResponseRecord | null, mocks: RouteMock[] = [], template: FormTemplate = TEMPLATE) {
  return mockApi(
    on(getFormTemplateRoute, () => ({ data: template })),
    on(getFormResponseRoute, () => ({ data: stored })),
    ...mocks,
  );
}

const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

describe('FormScreen', () => {
  beforeEach(() => {
    setSession(session());
    vi.spyOn(notifications, 'show').mockReturnValue('n');
  });

  it('loads the stored draft and saves the answers as a draft', async () => {
    const calls = serve(record({ bank_name: 'First Bank' }), [
      on(saveFormResponseRoute, ({ body }) => ({ data: record(body.response.values) })),
    ]);
    const user = userEvent.setup();
    renderWithRouter(<FormScreen formId="User.BankDetails" entityId={ENTITY} />);
    expect(await screen.findByLabelText(label('Bank name'))).toHaveValue('First Bank');
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(calls[1]?.url).toBe(`/api/v1/fid/${FID_ID}/forms/User.BankDetails/response?entity_id=${ENTITY}`);

    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(label('Account number')), '12345678');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      entity_id: ENTITY,
      response: { template_version: 2, values: { bank_name: 'First Bank', account: '12345678' } },
    });
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: DRAFT_SAVED, closeButtonProps: { 'aria-label': 'Close' } }),
      ),
    );
  });

  it('refuses to submit with the engine messages and focuses the first invalid field', async () => {
    const calls = serve(null);
    const user = userEvent.setup();
    renderWithRouter(<FormScreen formId="User.BankDetails" entityId={ENTITY} />);
    expect(await screen.findByText('Not started')).toBeInTheDocument();
    await user.type(screen.getByLabelText(label('Account number')), '12ab');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bank name is required')).toBeInTheDocument();
    expect(screen.getByText('should be numbers only.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(FIX_ANSWERS);
    expect(screen.getByLabelText(label('Bank name'))).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server messages of a refused submit under their fields', async () => {
    serve(null, [
      on(submitFormRoute, (req) =>
        req.reply(400, {
          detail: 'Bank name is invalid.',
          code: 'BAD_REQUEST',
          errors: { bank_name: 'Bank name is invalid.' },
        }),
      ),
    ]);
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    renderWithRouter(<FormScreen formId="User.BankDetails" entityId={ENTITY} onSubmitted={onSubmitted} />);
    await user.type(await screen.findByLabelText(label('Bank name')), 'X');
    await user.type(screen.getByLabelText(label('Account number')), '1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bank name is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText(label('Bank name'))).toHaveValue('X');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('submits, shows the new status and calls back', async () => {
    serve(null, [
      on(submitFormRoute, () => ({ data: record({ bank_name: 'B', account: '1' }, { status: 'SUBMITTED' }) })),
    ]);
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    renderWithRouter(<FormScreen formId="User.BankDetails" entityId={ENTITY} onSubmitted={onSubmitted} />);
    await user.type(await screen.findByLabelText(label('Bank name')), 'B');
    await user.type(screen.getByLabelText(label('Account number')), '1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: FORM_SUBMITTED }));
  });

  it('holds Save draft and Submit while a file is still being sent', async () => {
    const withFile: FormTemplate = {
      ...TEMPLATE,
      sections: [
        {
          key: 'bank',
          definition: {
            id: 'bank',
            title: 'Bank account',
            fields: [{ key: 'statement', label: 'Bank statement', type: 'file', mandatory: true }],
          },
        },
      ],
    };
    serve(null, [], withFile);
    let finish: (value: Awaited<ReturnType<Uploader>>) => void = () => undefined;
    const uploader = vi.fn<Uploader>(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup({ applyAccept: false });
    const view = renderWithRouter(
      <FormUploaderContext value={uploader}>
        <FormScreen formId="User.BankDetails" entityId={ENTITY} />
      </FormUploaderContext>,
    );
    await screen.findByText('Bank statement', { exact: false });
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploader).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(screen.getByText('Uploading…')).toBeInTheDocument();

    await act(async () =>
      finish({
        id: '5b7e2c1a-0d3f-4e6a-9b8c-7d6e5f4a3b2c',
        name: 'statement.pdf',
        size: 8,
        url: '/files/statement.pdf',
        mime_type: 'application/pdf',
        sha256: 'a'.repeat(64),
      }),
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByText('Uploading…')).not.toBeInTheDocument();
  });

  it('keeps every answer when a save fails, and says so', async () => {
    serve(null, [on(saveFormResponseRoute, () => apiError(500, 'Internal Server Error'))]);
    const user = userEvent.setup();
    renderWithRouter(<FormScreen formId="User.BankDetails" entityId={ENTITY} />);
    await user.type(await screen.findByLabelText(label('Bank name')), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers were not saved');
    expect(screen.getByLabelText(label('Bank name'))).toHaveValue('Keep me');
  });

  it('shows a sensitive answer masked and reveals it on request', async () => {
    const calls = serve(record({ bank_name: 'B', account: '•••• 5678' }, { masked: ['account'] }), [
      on(revealFormValueRoute, () => ({ data: { value: '12345678' } })),
    ]);
    const user = userEvent.setup();
    renderWithRouter(<FormScreen formId="User.BankDetails" entityId={ENTITY} />);
    expect(await screen.findByText('•••• 5678')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByLabelText(label('Account number'))).toHaveValue('12345678');
    expect(calls.find((c) => c.url.endsWith('/response/reveal'))?.body).toEqual({
      entity_id: ENTITY,
      field: 'account',
    });
  });

  it('says when the form cannot be loaded', async () => {
    mockApi(
      on(getFormTemplateRoute, () => apiError(500, 'Internal Server Error')),
      on(getFormResponseRoute, () => apiError(500, 'Internal Server Error')),
    );
    renderWithRouter(<FormScreen formId="User.BankDetails" entityId={ENTITY} />);
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });
});
