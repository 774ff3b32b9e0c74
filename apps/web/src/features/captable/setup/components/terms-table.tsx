import type { CapTerms } from '@dl/contracts';
import { Button, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { day } from '../lib/format.ts';
import { TERMS_TYPE_LABELS } from '../lib/terms-fields.ts';

const IN_USE_REASON = 'Securities were issued under these terms, so they cannot be deleted.';

/** The security terms by type number with their current version; editors revise or delete them. */
export function TermsTable({
  terms,
  onRevise,
  onDelete,
}: {
  terms: readonly CapTerms[];
  onRevise: ((terms: CapTerms) => void) | null;
  onDelete: ((terms: CapTerms) => void) | null;
}) {
  const editable = onRevise !== null || onDelete !== null;
  return (
    <Table.ScrollContainer
      minWidth={640}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Security terms (scrolls sideways)' },
      }}
    >
      <Table aria-label="Security terms" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type number</Table.Th>
            <Table.Th ta="right">Version</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>In use</Table.Th>
            {editable && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={editable ? 6 : 5}>
                <Text c="dimmed" ta="center" role="status" py="md">
                  No terms yet.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {terms.map((t) => {
            const reasonId = `terms-in-use-${t.terms_id}`;
            return (
              <Table.Tr key={t.terms_id}>
                <Table.Td>
                  <Text fw={600}>{t.name}</Text>
                </Table.Td>
                <Table.Td>{TERMS_TYPE_LABELS[t.type] ?? t.type}</Table.Td>
                <Table.Td ta="right">{t.version}</Table.Td>
                <Table.Td>{day(t.created_on)}</Table.Td>
                <Table.Td>{t.in_use ? 'Yes' : 'No'}</Table.Td>
                {editable && (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {onRevise && (
                        <Button size="xs" variant="default" aria-label={`Revise ${t.name}`} onClick={() => onRevise(t)}>
                          Revise
                        </Button>
                      )}
                      {onDelete &&
                        (t.in_use ? (
                          <Tooltip label={IN_USE_REASON}>
                            <Button
                              size="xs"
                              variant="outline"
                              color="red.9"
                              data-disabled
                              aria-disabled
                              aria-label={`Delete ${t.name}`}
                              aria-describedby={reasonId}
                              onClick={(e) => e.preventDefault()}
                            >
                              Delete
                              <VisuallyHidden id={reasonId}>{IN_USE_REASON}</VisuallyHidden>
                            </Button>
                          </Tooltip>
                        ) : (
                          <Button
                            size="xs"
                            variant="outline"
                            color="red.9"
                            aria-label={`Delete ${t.name}`}
                            onClick={() => onDelete(t)}
                          >
                            Delete
                          </Button>
                        ))}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
