import type { CapTable, CapTerms, StockClass } from '@dl/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useStockClasses, useTerms } from '../api/setup-api.ts';
import { useDeleteTerms } from '../api/terms-api.ts';
import { AuthorizedForm, NewClassForm } from './class-forms.tsx';
import { ClassesTable } from './classes-table.tsx';
import { TermsForm } from './terms-form.tsx';
import { TermsTable } from './terms-table.tsx';
import { type CapParams, LoadError } from '#web/features/captable/core/index.ts';

type Panel =
  | { kind: 'new-class' }
  | { kind: 'authorized'; stockClass: StockClass }
  | { kind: 'terms'; terms: CapTerms | null }
  | null;

const TITLES = { 'new-class': 'New stock class', authorized: 'Change authorized shares', terms: 'Security terms' };

/**
 * Stock classes (editors create them; administrators change the authorized shares) and the security
 * terms by type number (editors create, revise and delete them; terms in use cannot be deleted).
 */
export function ClassesPanel({ capTable, params }: { capTable: CapTable; params: CapParams }) {
  const { permissions } = capTable;
  const classes = useStockClasses(params);
  const terms = useTerms(params);
  const remove = useDeleteTerms(params);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);
  const deleteTerms = async (t: CapTerms) => {
    const ok = await confirm({
      title: 'Delete terms',
      message: `Delete ${t.name}? Every version of these terms is removed.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(t.terms_id, {
      onSuccess: () => void snackbar.success(`${t.name} deleted.`),
      onError: (error) => void snackbar.error(errorText(error, 'The terms could not be deleted. Please try again.')),
    });
  };
  return (
    <Stack gap="xl">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            Stock classes
          </Title>
          {permissions.write_terms && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setPanel({ kind: 'new-class' })}>
              New class
            </Button>
          )}
        </Group>
        {classes.isError ? (
          <LoadError error={classes.error} />
        ) : classes.isPending ? (
          <Text c="dimmed" role="status">
            Loading the stock classes…
          </Text>
        ) : (
          <ClassesTable
            classes={classes.data.results}
            onChangeAuthorized={
              permissions.issue_securities ? (stockClass) => setPanel({ kind: 'authorized', stockClass }) : null
            }
          />
        )}
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            Security terms
          </Title>
          {permissions.write_terms && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setPanel({ kind: 'terms', terms: null })}
            >
              New terms
            </Button>
          )}
        </Group>
        {terms.isError ? (
          <LoadError error={terms.error} />
        ) : terms.isPending ? (
          <Text c="dimmed" role="status">
            Loading the terms…
          </Text>
        ) : (
          <TermsTable
            terms={terms.data.results}
            onRevise={permissions.write_terms ? (t) => setPanel({ kind: 'terms', terms: t }) : null}
            onDelete={permissions.write_terms ? (t) => void deleteTerms(t) : null}
          />
        )}
      </Card>
      <SideModal
        opened={panel !== null}
        onClose={close}
        title={panel?.kind === 'terms' && panel.terms ? `Revise ${panel.terms.name}` : TITLES[panel?.kind ?? 'terms']}
        size={panel?.kind === 'terms' ? 640 : undefined}
      >
        {panel?.kind === 'new-class' && (
          <NewClassForm params={params} terms={terms.data?.results ?? []} onDone={close} />
        )}
        {panel?.kind === 'authorized' && (
          <AuthorizedForm params={params} stockClass={panel.stockClass} onDone={close} />
        )}
        {panel?.kind === 'terms' && <TermsForm params={params} terms={panel.terms} onDone={close} />}
      </SideModal>
      {dialog}
    </Stack>
  );
}
