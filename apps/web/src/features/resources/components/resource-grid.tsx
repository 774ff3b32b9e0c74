import type { Resource } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Group, Pagination, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useResourceList } from '../api/resources.ts';
import { type ResourceActions, ResourceCard } from './resource-card.tsx';
import { ListState } from '#web/components/display/list-state/index.ts';

const RESOURCES_LOAD_FAILED = 'Failed to load data';
const KINDS = [
  { value: 'ALL', label: 'All' },
  { value: 'DOCUMENT', label: 'Documents' },
  { value: 'LINK', label: 'Links' },
];

/** The fiduciary's resources as cards, filtered by kind and category, paged. */
export function ResourceGrid({ fidId, ...actions }: { fidId: string } & ResourceActions) {
  const [kind, setKind] = useState('ALL');
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useResourceList(fidId, {
    page,
    limit: DEFAULT_PAGE_SIZE,
    ...(kind !== 'ALL' ? { kind: kind as Resource['kind'] } : {}),
    ...(category ? { category } : {}),
  });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / DEFAULT_PAGE_SIZE));
  const isFiltered = kind !== 'ALL' || Boolean(category);
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="resource-kind-label">
            Type
          </Text>
          <SegmentedControl
            aria-labelledby="resource-kind-label"
            data={KINDS}
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPage(1);
            }}
          />
        </Stack>
        <Select
          label="Category"
          placeholder="All categories"
          data={list.data?.categories ?? []}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
          clearable
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      <ListState
        query={list}
        loadingLabel="Loading resources"
        errorFallback={RESOURCES_LOAD_FAILED}
        empty={{
          icon: IconFolderOff,
          title: isFiltered ? 'No resources match these filters' : 'No resources yet',
          text: isFiltered
            ? 'Change or clear the filters to see more.'
            : 'Guides and links from your fiduciary will appear here.',
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {list.data?.results.map((r) => (
          <ResourceCard key={r.id} resource={r} {...actions} />
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} siblings={2} aria-label="Resource pages" />
        </Group>
      )}
    </Stack>
  );
}
