import { formatDate } from '@dl/domain';
import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DocumentName, type OpportunityHref } from '#web/components/kit/document-list/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useMyDocuments } from '../api/my-documents.ts';
import { toDocumentItem } from '../lib/document-tabs.ts';
import { DOCUMENTS_LOAD_FAILED } from './manage-documents.tsx';

/** Spec 2 notification panel texts: 3 items and a way to all of them; 'You have no actions' when empty. */
const ACTIONS_SHOWN = 3;
const NO_ACTIONS = 'You have no actions';

export interface PendingDocumentsProps {
  fidId: string;
  allHref: string;
  getOpportunityHref?: OpportunityHref;
}

/** Actions of the dashboard: documents waiting for my signature (`GET mydocuments?pending=true`). */
export function PendingDocuments({ fidId, allHref, getOpportunityHref }: PendingDocumentsProps) {
  const list = useMyDocuments(fidId, { pending: 'true', page: 1, limit: ACTIONS_SHOWN });
  const rows = (list.data?.results ?? []).map(toDocumentItem);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pending-actions">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="pending-actions">
            Actions
          </Title>
          {(list.data?.count ?? 0) > 0 && (
            <Anchor component={Link} to={allHref} size="sm">
              See All
            </Anchor>
          )}
        </Group>
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(list.error, DOCUMENTS_LOAD_FAILED)}
          </Alert>
        )}
        {list.isPending && <Skeleton height={80} />}
        {list.isSuccess && rows.length === 0 && <Text c="dimmed">{NO_ACTIONS}</Text>}
        {rows.length > 0 && (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((doc) => (
              <Stack
                component="li"
                key={doc.doc_id}
                gap={0}
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <DocumentName doc={doc} getOpportunityHref={getOpportunityHref} />
                <Text size="xs" c="dimmed">
                  Signature required · {doc.document_type} · {formatDate(doc.modified_on)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
