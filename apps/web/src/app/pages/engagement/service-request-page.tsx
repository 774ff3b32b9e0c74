import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useServiceRequest } from '#web/features/service-requests/api/service-requests.ts';
import { ServiceRequestDetail } from '#web/features/service-requests/components/service-request-detail.tsx';
import { ServiceRequestForm } from '#web/features/service-requests/components/service-request-form.tsx';
import { ServiceRequestList } from '#web/features/service-requests/components/service-request-list.tsx';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { useCan } from '#web/lib/permissions.ts';

/**
 * `service-request`: 'Track and Manage Service Requests' (spec 2). New requests are written in the
 * side modal; `?id=` (a SERVICE_REQUEST_UPDATED notification) opens one request's thread.
 */
export function ServiceRequestPage() {
  const fidId = useFidId();
  const canAct = useCan('investor.act');
  const [params, setParams] = useSearchParams();
  const [isCreating, setCreating] = useState(false);
  const openId = params.get('id');
  const opened = useServiceRequest(fidId, openId);
  const setOpenId = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('id', id);
    else next.delete('id');
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title="Track and Manage Service Requests"
        subtitle="Ask your fiduciary for help and follow the answer."
        actions={
          canAct && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              New request
            </Button>
          )
        }
      />
      <ServiceRequestList fidId={fidId} onOpen={setOpenId} />
      <SideModal opened={isCreating} onClose={() => setCreating(false)} title="New service request">
        <ServiceRequestForm
          fidId={fidId}
          onCreated={(id) => {
            setCreating(false);
            setOpenId(id);
          }}
        />
      </SideModal>
      <SideModal
        opened={Boolean(openId)}
        onClose={() => setOpenId(null)}
        title={opened.data?.subject ?? 'Service request'}
      >
        {openId && <ServiceRequestDetail fidId={fidId} id={openId} canAct={canAct} />}
      </SideModal>
    </Stack>
  );
}

export { ServiceRequestPage as Component };
