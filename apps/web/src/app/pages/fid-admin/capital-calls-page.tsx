import { PageHeader } from '#web/components/shell/page-header.tsx';
import {
  CapitalCallsScreen,
  NewCallButton,
} from '#web/features/capital-calls-admin/components/capital-calls-screen.tsx';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/** Fund admin: capital calls, payments and wire instructions (issue 15 point 7). */
export function CapitalCallsPage() {
  const fidId = useFidId();
  return (
    <>
      <PageHeader title="Capital Calls" actions={<NewCallButton fidId={fidId} />} />
      <CapitalCallsScreen fidId={fidId} />
    </>
  );
}

export { CapitalCallsPage as Component };
