import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/shell/page-header.tsx';
import { useRouteMeta } from '../../routes/use-route-meta.ts';

/** A my-profile screen on its own: the route's title as the page heading, then the screen. */
export function ProfilePageFrame({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  return (
    <Stack gap="md">
      <PageHeader title={meta?.title ?? meta?.label ?? 'My Profile'} subtitle={meta?.summary} />
      {children}
    </Stack>
  );
}
