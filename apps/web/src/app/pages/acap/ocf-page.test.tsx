import { ocfExportRoute } from '@dl/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, capTableSession, EDITOR, ISSUER_ID } from '#web/features/captable/setup/test-data.ts';
import { capTablesMock, seriousViolations } from '#web/features/captable/setup/test-support.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { malformed, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { Component as OcfPage } from './ocf-page.tsx';

/** Stands in for XMLHttpRequest: records the upload and lets the test report progress and answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const zip = new File(['PK\u0003\u0004'], 'northwind-ocf.zip', { type: 'application/zip' });

function renderPage() {
  capTableSession('captable_admin');
  return renderRoutes([{ path: '/acap/import-export', element: <OcfPage /> }], '/acap/import-export');
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => {
  clearSession();
  FakeXhr.last = undefined;
  vi.restoreAllMocks();
});

/** The file input behind the 'OCF package (ZIP)' button. */
async function fileInput(): Promise<HTMLInputElement> {
  await screen.findByRole('button', { name: /OCF package \(ZIP\)/ });
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

async function chooseAndImport(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(await fileInput(), file);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await waitFor(() => expect(FakeXhr.last).toBeDefined());
  return FakeXhr.last as FakeXhr;
}

describe('Import and export page (issue 17)', () => {
  it('exports the OCF package with the bearer; an editor sees no import', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() });
    const calls = mockApi(
      capTablesMock(EDITOR),
      // A ZIP body, not JSON: the download reads it as a blob.
      on(ocfExportRoute, () => malformed(new Response('PK', { status: 200 }))),
    );
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export OCF package' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.find((c) => c.url.includes('/ocf/export'))?.authorization).toMatch(/^Bearer /);
    expect(screen.queryByRole('button', { name: /OCF package \(ZIP\)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('refuses a file that is not a ZIP with the spec sentence', async () => {
    mockApi(capTablesMock(ADMIN));
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await fileInput(), new File(['a,b'], 'cap.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Please upload ZIP files only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('uploads with progress and shows every problem by file and object when the package is refused', async () => {
    mockApi(capTablesMock(ADMIN));
    renderPage();
    const xhr = await chooseAndImport(zip);
    expect(xhr.url).toContain(`/captable/companies/${ISSUER_ID}/ocf/import`);
    expect(xhr.headers.Authorization).toMatch(/^Bearer /);
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('northwind-ocf.zip');
    const progress = xhr.upload.onprogress;
    if (!progress) throw new Error('The upload reports no progress');
    act(() => progress({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(await screen.findByText('Uploading the package: 40%')).toBeInTheDocument();
    act(() =>
      xhr.answer(422, {
        detail: 'The package cannot be imported.',
        problems: [
          { file: 'Stakeholders.ocf.json', object_id: 'SH-4', path: 'name', message: 'The name is missing.' },
          { file: 'Manifest.ocf.json', object_id: null, path: null, message: 'The file hash does not match.' },
        ],
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The package cannot be imported. 2 problems were found');
    const table = screen.getByRole('table', { name: 'Problems found in the package' });
    expect(within(table).getByText('SH-4').closest('tr')).toHaveTextContent(
      'Stakeholders.ocf.jsonSH-4nameThe name is missing.',
    );
    expect(within(table).getByText('The file hash does not match.')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the counts of what was imported', async () => {
    mockApi(capTablesMock(ADMIN));
    renderPage();
    const xhr = await chooseAndImport(zip);
    act(() => xhr.answer(200, { data: { counts: { stakeholders: 12, stock_classes: 2, transactions: 1040 } } }));
    expect(await screen.findByText('The package was imported')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Imported objects' });
    expect(within(table).getByText('Transactions').closest('tr')).toHaveTextContent('1,040');
    expect(within(table).getByText('Stock classes').closest('tr')).toHaveTextContent('2');
  });
});
