import { Stack } from '@mantine/core';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { ProfileForms } from '#web/features/forms/index.ts';

/** `/my-profile/forms` (spec 2 and 3): the profile's forms for the chosen entity. */
export function FormsPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Forms" subtitle="KYC, tax and bank forms to fill in or review." />
      <ProfileForms />
    </Stack>
  );
}

export { FormsPage as Component };
