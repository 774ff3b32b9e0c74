import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { ConfirmDialog } from './confirm-dialog/index.ts';
import { DataTable } from './data-table/index.ts';
import { DocumentList } from './document-list/index.ts';
import { EsignDialog } from './esign-dialog/index.ts';
import { SAMPLE_DOCUMENTS } from '#web/app/style-guide/examples/kit/sample-documents.ts';
import { FilePreviewModal } from './file-preview/index.ts';
import { FilterHeader } from './filter-header/index.ts';
import { LineItemListInput } from './line-item-list/index.ts';
import { LongChecklist } from './long-checklist/index.ts';
import { ManagedTable } from './managed-table/index.ts';
import { ReasonDialog } from './reason-dialog/index.ts';
import { SideModal } from './side-modal/index.ts';

/** Serious and critical axe findings; contrast needs real layout, so the browser e2e run checks it. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
    iframes: false,
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const noop = vi.fn();

const CASES: [string, () => ReactElement][] = [
  [
    'confirm dialog',
    () => <ConfirmDialog opened danger title="Delete" message="Delete it?" onConfirm={noop} onCancel={noop} />,
  ],
  ['reason dialog', () => <ReasonDialog opened onClose={noop} onSubmit={noop} />],
  [
    'e-sign dialog',
    () => <EsignDialog opened documentName="NDA.pdf" error="Failed to sign document" onClose={noop} onSign={noop} />,
  ],
  [
    'file preview (pdf)',
    () => <FilePreviewModal opened file={{ name: 'a.pdf', url: '/a.pdf', size: 10 }} onClose={noop} />,
  ],
  ['file preview (none)', () => <FilePreviewModal opened file={{ name: 'a.xlsx', url: '/a.xlsx' }} onClose={noop} />],
  [
    'side modal',
    () => (
      <SideModal opened title="Details" onClose={noop}>
        Body
      </SideModal>
    ),
  ],
  [
    'data table',
    () => (
      <DataTable
        caption="Investors"
        columns={[{ key: 'n', header: 'Name', sortField: 'name', cell: (r: { n: string }) => r.n }]}
        rows={[{ n: 'Avery Adams' }]}
        total={57}
        getRowKey={(r) => r.n}
        query={{ page: 2, limit: 10, ordering: 'name' }}
        onQueryChange={noop}
      />
    ),
  ],
  [
    'managed table',
    () => (
      <ManagedTable
        caption="Events"
        noun="event"
        columns={[{ key: 'n', header: 'Name', cell: (r: { n: string }) => r.n }]}
        rows={[{ n: 'Investor day' }]}
        total={1}
        getRowKey={(r) => r.n}
        titleOf={(r) => r.n}
        query={{ page: 1, limit: 10, ordering: null }}
        onQueryChange={noop}
        canManage
        renderForm={() => null}
        onDelete={noop}
      />
    ),
  ],
  ...(['card', 'table', 'tree'] as const).map((layout): [string, () => ReactElement] => [
    `document list (${layout})`,
    () => (
      <DocumentList
        documents={SAMPLE_DOCUMENTS}
        layout={layout}
        label="Documents"
        onView={noop}
        onSign={noop}
        onViewSigned={noop}
      />
    ),
  ]),
  [
    'long checklist',
    () => <LongChecklist label="Investors" items={[{ value: 'a', label: 'Acorn' }]} value={['a']} onChange={noop} />,
  ],
  [
    'line-item list',
    () => (
      <LineItemListInput
        label="E-mails"
        value={['a@x.example', 'bad']}
        onChange={noop}
        rules={[(v) => (v === 'bad' ? 'E-mails is not valid email' : null)]}
      />
    ),
  ],
  [
    'filter header with chips',
    () => (
      <FilterHeader
        title="Opportunities"
        values={{ name: 'north' }}
        defaultValues={{ name: '' }}
        onApply={noop}
        chipLabel={(_, v) => `Name: ${v}`}
        renderFields={() => null}
      />
    ),
  ],
];

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
});

describe('kit accessibility (axe, serious and critical)', () => {
  it.each(CASES)('%s', async (_name, element) => {
    renderWithRouter(element());
    // Every case shows at least one button once its (portal) content is in place.
    await screen.findAllByRole('button');
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps keyboard focus inside an open dialog', async () => {
    renderWithRouter(
      <>
        <Button>Outside</Button>
        <ConfirmDialog opened title="Approve" message="Approve it?" onConfirm={noop} onCancel={noop} />
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
