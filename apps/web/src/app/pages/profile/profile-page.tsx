import { useFidId } from '../deal-flow/use-fid-id.ts';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/profile`: The profile page (viewers may open it too, spec 6). */
export function ProfilePage() {
  return profileTabPanel('profile', useFidId());
}

export { ProfilePage as Component };
