import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '#web/components/shell/page-header.tsx';

/** A my-profile screen on its own: its route's title (spec 2 table) as the page heading, then the screen. */
export function ProfilePageFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </Stack>
  );
}
