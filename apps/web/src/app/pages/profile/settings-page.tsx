import { useFidId } from '../deal-flow/use-fid-id.ts';
import { ProfilePageFrame } from './profile-page-frame.tsx';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/settings`: Settings: password change and sessions. */
export function SettingsPage() {
  return (
    <ProfilePageFrame title="Settings" subtitle="Password and the sessions signed in to your account.">
      {profileTabPanel('settings', useFidId())}
    </ProfilePageFrame>
  );
}

export { SettingsPage as Component };
