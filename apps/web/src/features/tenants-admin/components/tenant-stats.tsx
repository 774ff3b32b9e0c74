import type { TenantCounts } from '@dl/contracts';
import { SimpleGrid } from '@mantine/core';
import { IconBriefcase, IconDatabase, IconSignature, IconUser, IconUsers } from '@tabler/icons-react';
import { StatCard } from '#web/components/display/stat-card/index.ts';
import { formatCount } from '../lib/labels.ts';
import { formatStorage } from '../lib/storage-size.ts';

/** The tenant's counts as stat cards. */
export function TenantStats({ counts }: { counts: TenantCounts }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
      <StatCard label="Users" value={formatCount(counts.users)} icon={<IconUser size={20} />} />
      <StatCard label="Investors" value={formatCount(counts.investors)} icon={<IconUsers size={20} />} />
      <StatCard label="Opportunities" value={formatCount(counts.opportunities)} icon={<IconBriefcase size={20} />} />
      <StatCard label="Open deals" value={formatCount(counts.open_deals)} icon={<IconSignature size={20} />} />
      <StatCard label="Storage" value={formatStorage(counts.storage_bytes)} icon={<IconDatabase size={20} />} />
    </SimpleGrid>
  );
}
