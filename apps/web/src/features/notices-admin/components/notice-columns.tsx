import type { ProviderNotice } from '@dl/contracts';
import { formatDateTime, SEVERITY_COLORS } from '@dl/domain';
import { Badge, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '#web/components/kit/data-table/index.ts';

const STATUS_COLOR: Record<ProviderNotice['status'], string> = {
  SCHEDULED: 'blue',
  LIVE: 'green',
  ENDED: 'gray',
  WITHDRAWN: 'gray',
};
const STATUS_TEXT: Record<ProviderNotice['status'], string> = {
  SCHEDULED: 'Scheduled',
  LIVE: 'Live',
  ENDED: 'Ended',
  WITHDRAWN: 'Withdrawn',
};
const SEVERITY_BADGE = { error: 'red', warning: 'orange', info: 'blue', success: 'green' } as const;
/** A dot badge (dark text, AA on white) as wide as its words: a narrow column must not cut it. */
const BADGE_FIT = { root: { maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

function audienceText(n: ProviderNotice): string {
  if (n.all_tenants) return 'Every tenant';
  return n.tenants.map((t) => t.name).join(', ');
}

export function noticeColumns(actions: (n: ProviderNotice) => ReactNode): DataTableColumn<ProviderNotice>[] {
  return [
    {
      key: 'title',
      header: 'Notice',
      cell: (n) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {n.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {n.kind} · {n.message_details.details}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'severity',
      header: 'Severity',
      cell: (n) => (
        <Badge variant="dot" tt="none" styles={BADGE_FIT} color={SEVERITY_BADGE[SEVERITY_COLORS[n.severity]]}>
          {n.severity}
        </Badge>
      ),
    },
    { key: 'audience', header: 'Audience', cell: (n) => <Text size="sm">{audienceText(n)}</Text> },
    {
      key: 'window',
      header: 'When',
      cell: (n) => (
        <Text size="sm">
          {formatDateTime(n.starts_on)}
          {n.ends_on ? ` – ${formatDateTime(n.ends_on)}` : ' onwards'}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (n) => (
        <Badge variant="dot" tt="none" styles={BADGE_FIT} color={STATUS_COLOR[n.status]}>
          {STATUS_TEXT[n.status]}
        </Badge>
      ),
    },
    { key: 'actions', header: 'Actions', hideHeader: true, align: 'right', cell: actions },
  ];
}
