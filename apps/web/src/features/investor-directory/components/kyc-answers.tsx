import type { InvestorDetail } from '@dl/contracts';
import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useRevealKycAnswer } from '../api/investors.ts';

/** One answer as text: lists joined, an address by its parts. */
function answerText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .filter(Boolean)
      .map(answerText)
      .join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

type Kyc = NonNullable<InvestorDetail['kyc']>;

/** The KYC answers, sensitive ones masked with a Reveal button for `kyc.reveal` (each reveal audited). */
export function KycAnswers({ fidId, investorId, kyc }: { fidId: string; investorId: string; kyc: Kyc }) {
  const canReveal = useCan('kyc.reveal');
  const reveal = useRevealKycAnswer(fidId, investorId);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const entries = Object.entries(kyc.response.values);
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {kyc.status === 'SUBMITTED' ? 'Submitted' : 'Draft'} answers to template version {kyc.template_version}.
      </Text>
      {reveal.isError && (
        <Alert color="red" role="alert" mb="sm">
          {errorText(reveal.error, 'Failed to load data')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table aria-label="KYC answers" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Question</Table.Th>
              <Table.Th>Answer</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map(([key, value]) => {
              const label = kyc.labels[key] ?? key;
              const isMasked = kyc.masked.includes(key) && revealed[key] === undefined;
              return (
                <Table.Tr key={key}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{revealed[key] ?? answerText(value)}</Text>
                      {isMasked && canReveal && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={`Reveal ${label}`}
                          loading={reveal.isPending && reveal.variables === key}
                          onClick={() =>
                            reveal.mutate(key, {
                              onSuccess: (data) => setRevealed((r) => ({ ...r, [key]: data.value })),
                            })
                          }
                        >
                          Reveal
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
