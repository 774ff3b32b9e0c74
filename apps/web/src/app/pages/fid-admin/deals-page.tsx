import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  type DealFilters,
  DealList,
  dealFiltersFrom,
  dealFiltersSearch,
  FailedSealsPanel,
} from '#web/features/deal-desk/index.ts';
import { useCan } from '#web/lib/permissions.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

const dealHref = (id: string) => hrefFor('FidAdmin.Deal', { id });

/**
 * Fund admin: every investment by status (issue 15 point 6). The filters live in the address, so
 * the dashboard's cards link here with `?status=`; failed seals show to the roles that may retry them.
 */
export function DealsPage() {
  const fidId = useFidId();
  const [search, setSearch] = useSearchParams();
  const canRetrySeals = useCan('seals.retry');
  const filters = dealFiltersFrom(search);
  const onFiltersChange = (next: DealFilters) => setSearch(dealFiltersSearch(next), { replace: true });
  return (
    <Stack gap="xl">
      <DealList fidId={fidId} title="Deals" filters={filters} onFiltersChange={onFiltersChange} dealHref={dealHref} />
      {canRetrySeals && <FailedSealsPanel fidId={fidId} dealHref={dealHref} />}
    </Stack>
  );
}

export { DealsPage as Component };
