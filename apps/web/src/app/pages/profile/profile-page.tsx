import { useFidId } from '../deal-flow/use-fid-id.ts';
import { ProfilePageFrame } from './profile-page-frame.tsx';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/profile`: The profile page (viewers may open it too, spec 6). */
export function ProfilePage() {
  return <ProfilePageFrame>{profileTabPanel('profile', useFidId())}</ProfilePageFrame>;
}

export { ProfilePage as Component };
