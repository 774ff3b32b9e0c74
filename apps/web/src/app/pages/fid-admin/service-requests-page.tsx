import { Stack } from '@mantine/core';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { ServiceDesk } from '#web/features/service-requests/components/service-desk.tsx';
import { useCan } from '#web/lib/permissions.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/** `/fid-admin/service-requests`: the investors' requests, worked on and answered by the fund's staff. */
export function ServiceRequestsPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Service Requests"
        subtitle="Requests from investors: comment, move them along and close them."
      />
      <ServiceDesk fidId={useFidId()} canUpdate={useCan('service_requests.update')} />
    </Stack>
  );
}

export { ServiceRequestsPage as Component };
