import type { TenantRow } from '@dl/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useRemoveTenantHost } from '../api/tenant-changes.ts';
import { UPDATE_FAILED } from '../lib/labels.ts';
import { AddHostForm } from './add-host-form.tsx';

/** The addresses the tenant answers on; `tenants.manage` adds (checked first) and removes (confirmed). */
export function TenantHosts({ tenant }: { tenant: TenantRow }) {
  const canManage = useCan('tenants.manage');
  const remove = useRemoveTenantHost(tenant.id);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const onRemove = async (host: string) => {
    const ok = await confirm({
      title: 'Remove host',
      message: `Remove ${host} from ${tenant.name}? Its users can no longer reach the tenant at this address.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(host, {
      onSuccess: () => void snackbar.success(`${host} was removed.`),
      onError: (error) => void snackbar.error(errorText(error, UPDATE_FAILED)),
    });
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="tenant-hosts">
      <Title order={2} size="h4" id="tenant-hosts" mb="sm">
        Hosts
      </Title>
      <Stack gap="sm">
        {tenant.hosts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No host yet: the tenant cannot be reached at any address.
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Hosts">
            {tenant.hosts.map((host) => (
              <li key={host}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {host}
                  </Text>
                  {canManage && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      // The subtle variant's own red is too light for text on white (AA): red 9 is not.
                      c="red.9"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={`Remove ${host}`}
                      loading={remove.isPending && remove.variables === host}
                      onClick={() => void onRemove(host)}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        )}
        {canManage && <AddHostForm tenant={tenant} />}
      </Stack>
      {dialog}
    </Card>
  );
}
