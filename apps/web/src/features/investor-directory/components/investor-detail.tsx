import type { ReactNode } from 'react';
import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useInvestor } from '../api/investors.ts';
import { ENTITY_TYPE_LABEL, formatAmount, locationText } from '../lib/investor-filters.ts';
import { AuditTrail } from './audit-trail.tsx';
import { InvitationBadge, KycBadge } from './investor-columns.tsx';
import { InvitationRowActions, isWaitingInvitation } from './invitation-row-actions.tsx';
import { KycAnswers } from './kyc-answers.tsx';
import { AddressesTab, DocumentsTab, EntitiesTab, InvestmentsTab } from './investor-tabs.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** An investor's page: summary, then tabs Entities, Addresses, KYC, Documents, Investments, Audit trail. */
export function InvestorDetail({ fidId, id }: { fidId: string; id: string }) {
  const investor = useInvestor(fidId, id);
  const canReadKyc = useCan('kyc.read_answers');
  const canAudit = useCan('audit.read');
  const canManage = useCan('invitations.manage');
  if (investor.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading investor" />
      </Center>
    );
  }
  if (investor.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(investor.error, 'Failed to load data')}
      </Alert>
    );
  }
  const detail = investor.data;
  const row = detail.investor;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label="E-mail">{row.email ?? '—'}</Figure>
          <Figure label="Entity type">{ENTITY_TYPE_LABEL[row.entity_type]}</Figure>
          <Figure label="Invitation">
            <InvitationBadge row={row} />
          </Figure>
          <Figure label="KYC">
            <KycBadge row={row} />
          </Figure>
          <Figure label="Committed">{formatAmount(row.committed)}</Figure>
          <Figure label="Invested">{formatAmount(row.invested)}</Figure>
          <Figure label="Location">{locationText(row) || '—'}</Figure>
        </SimpleGrid>
        {canManage && isWaitingInvitation(row) && (
          <Group mt="sm">
            <InvitationRowActions fidId={fidId} row={row} />
          </Group>
        )}
        {canReadKyc && detail.invitation?.status === 4 && (
          <Group mt="sm">
            <Button component={Link} to={hrefFor('FidAdmin.KycReview', { id: detail.invitation.id })}>
              Review KYC
            </Button>
          </Group>
        )}
      </Card>
      <Tabs defaultValue="entities" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="entities">Entities</Tabs.Tab>
          <Tabs.Tab value="addresses">Addresses</Tabs.Tab>
          {canReadKyc && <Tabs.Tab value="kyc">KYC</Tabs.Tab>}
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="investments">Investments</Tabs.Tab>
          {canAudit && <Tabs.Tab value="audit">Audit trail</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="entities" pt="md">
          <EntitiesTab detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="addresses" pt="md">
          <AddressesTab detail={detail} />
        </Tabs.Panel>
        {canReadKyc && (
          <Tabs.Panel value="kyc" pt="md">
            {detail.kyc ? (
              <KycAnswers fidId={fidId} investorId={id} kyc={detail.kyc} />
            ) : (
              <Text c="dimmed">No KYC answers yet.</Text>
            )}
          </Tabs.Panel>
        )}
        <Tabs.Panel value="documents" pt="md">
          <DocumentsTab detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="investments" pt="md">
          <InvestmentsTab detail={detail} />
        </Tabs.Panel>
        {canAudit && (
          <Tabs.Panel value="audit" pt="md">
            <AuditTrail fidId={fidId} investorId={id} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

/** The investor's name for the page title, once loaded. */
export function useInvestorName(fidId: string, id: string): string | null {
  return useInvestor(fidId, id).data?.investor.name ?? null;
}
