import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ProfileEditor } from '#web/features/profile/components/profile-editor.tsx';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { ProfilePageFrame } from './profile-page-frame.tsx';

/** `/user-profile`: the same profile, read only, with a way to edit it (ADR 0022). */
export function UserProfilePage() {
  return (
    <ProfilePageFrame title="User Profile" subtitle="Your name, photo and contact details.">
      <ProfileEditor fidId={useFidId()} readOnly />
      <Group>
        <Button component={Link} to={hrefFor('MyProfile.Profile')} variant="light">
          Edit profile
        </Button>
      </Group>
    </ProfilePageFrame>
  );
}

export { UserProfilePage as Component };
