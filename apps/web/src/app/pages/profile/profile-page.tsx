import { useFidId } from '../deal-flow/use-fid-id.ts';
import { ProfilePageFrame } from './profile-page-frame.tsx';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/profile`: The profile page (viewers may open it too, spec 6). */
export function ProfilePage() {
  return (
    <ProfilePageFrame title="Profile" subtitle="Your personal details as the fiduciary holds them.">
      {profileTabPanel('profile', useFidId())}
    </ProfilePageFrame>
  );
}

export { ProfilePage as Component };
