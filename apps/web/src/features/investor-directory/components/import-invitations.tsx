import type { ImportRowError } from '@dl/contracts';
import { IMPORT_FIELD_LABEL, IMPORT_MAX_BYTES, type ImportField } from '@dl/domain';
import { Alert, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { acceptFor, fileProblem } from '#web/components/inputs/file-upload/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { showSnackbar } from '#web/lib/snackbar.ts';
import { importInvitations } from '../api/import-invitations.ts';
import { useInvalidateInvestors } from '../api/investors.ts';

const fieldLabel = (field: string) => IMPORT_FIELD_LABEL[field as ImportField] ?? 'File';

function RowErrorsTable({ errors }: { errors: readonly ImportRowError[] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label="Problems in the file" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((e) => (
            <Table.Tr key={`${e.row}-${e.field}-${e.message}`}>
              <Table.Td>{e.row}</Table.Td>
              <Table.Td>{fieldLabel(e.field)}</Table.Td>
              <Table.Td>{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ImportForm({ fidId, onDone }: { fidId: string; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const invalidate = useInvalidateInvestors(fidId);
  const send = useMutation({ mutationFn: (f: File) => importInvitations(fidId, f) });
  const outcome = send.data;

  const pick = (picked: File | null) => {
    send.reset();
    setFile(picked);
    setProblem(picked ? fileProblem(picked, 'csv', { maxBytes: IMPORT_MAX_BYTES }) : null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || problem) return;
    send.mutate(file, {
      onSuccess: (result) => {
        if (!result.ok) return;
        void invalidate();
        showSnackbar({ text: `${result.count} invitation(s) sent.` });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label="Import invitations from a CSV file">
      <Stack>
        <Text size="sm">
          One person per line, with the columns e-mail, first name, last name, entity type (ENTITY, INDIVIDUAL or
          INDIVIDUAL_FOR_ENTITY; empty means INDIVIDUAL) and entity name. Every line is checked first: if one has a
          problem, nobody is invited.
        </Text>
        <FileInput
          label="CSV file"
          accept={acceptFor('csv')}
          value={file}
          onChange={pick}
          error={problem}
          clearable
          withAsterisk
        />
        {send.isError && (
          <Alert color="red" role="alert">
            {errorText(send.error, 'Failed to upload file')}
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert color="red" role="alert" title="Nothing was imported">
            <Stack gap="xs">
              <Text size="sm">{outcome.detail}</Text>
              {outcome.rowErrors.length > 0 && <RowErrorsTable errors={outcome.rowErrors} />}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!file || Boolean(problem)} loading={send.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Invite many investors from a CSV file, all or nothing, with every problem shown by row. */
export function ImportInvitations({ fidId }: { fidId: string }) {
  return (
    <SideModal
      title="Import invitations"
      trigger={({ open }) => (
        <Button variant="default" onClick={open}>
          Import CSV
        </Button>
      )}
    >
      {(close) => <ImportForm fidId={fidId} onDone={close} />}
    </SideModal>
  );
}
