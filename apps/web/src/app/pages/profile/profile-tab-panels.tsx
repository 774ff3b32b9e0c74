import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CertificatesPanel } from '#web/features/profile/components/certificates-panel.tsx';
import { EntitiesList } from '#web/features/profile/components/entities-list.tsx';
import { LocationSharing } from '#web/features/profile/components/location-sharing.tsx';
import { PasswordForm } from '#web/features/profile/components/password-form.tsx';
import { ProfileEditor } from '#web/features/profile/components/profile-editor.tsx';
import { SessionsList } from '#web/features/profile/components/sessions-list.tsx';
import { AuthorizedPartiesPanel } from './authorized-parties-panel.tsx';

/** The tabs of my-profile/{currentTab} (spec 2), in order; forms belongs to the forms screens. */
export const PROFILE_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'settings', label: 'Settings' },
  { value: 'my-entities', label: 'My Entities' },
  { value: 'my-certificates', label: 'My Certificates' },
  { value: 'forms', label: 'Forms' },
  { value: 'authorized-parties', label: 'Authorized Parties' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['value'];

export function isProfileTab(value: string | undefined): value is ProfileTab {
  return PROFILE_TABS.some((t) => t.value === value);
}

/** The content of one tab, the same as its own page shows. */
export function profileTabPanel(tab: Exclude<ProfileTab, 'forms'>, fidId: string): ReactNode {
  switch (tab) {
    case 'profile':
      return <ProfileEditor fidId={fidId} />;
    case 'settings':
      return (
        <Stack gap="md">
          <PasswordForm fidId={fidId} />
          <SessionsList fidId={fidId} />
          <LocationSharing fidId={fidId} />
        </Stack>
      );
    case 'my-entities':
      return <EntitiesList fidId={fidId} />;
    case 'my-certificates':
      return <CertificatesPanel fidId={fidId} />;
    case 'authorized-parties':
      return <AuthorizedPartiesPanel fidId={fidId} />;
  }
}
