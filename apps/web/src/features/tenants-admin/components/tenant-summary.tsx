import type { TenantRow } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { useCan } from '#web/lib/permissions.ts';
import { TenantEditForm } from './tenant-edit-form.tsx';
import { TenantStatusActions } from './tenant-status-actions.tsx';
import { TenantStatusBadge } from './tenant-status-badge.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Name, short name, MPID, status and creation; Edit, Suspend and Reactivate for `tenants.manage`. */
export function TenantSummary({ tenant }: { tenant: TenantRow }) {
  const canManage = useCan('tenants.manage');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="tenant-details">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="tenant-details">
          Details
        </Title>
        {canManage && (
          <Group gap="xs">
            <SideModal
              title="Edit tenant details"
              trigger={({ open }) => (
                <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={open}>
                  Edit details
                </Button>
              )}
            >
              {(close) => <TenantEditForm tenant={tenant} onDone={close} />}
            </SideModal>
            <TenantStatusActions tenant={tenant} />
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
        <Figure label="Name">{tenant.name}</Figure>
        <Figure label="Short name">{tenant.slug}</Figure>
        <Figure label="MPID">{tenant.mpid || '—'}</Figure>
        <Figure label="Status">
          <TenantStatusBadge status={tenant.status} />
        </Figure>
        <Figure label="Created">{formatDate(tenant.created_on)}</Figure>
      </SimpleGrid>
    </Card>
  );
}
