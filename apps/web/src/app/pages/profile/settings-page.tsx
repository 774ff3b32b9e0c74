import { useFidId } from '../deal-flow/use-fid-id.ts';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/settings`: Settings: password change and sessions. */
export function SettingsPage() {
  return profileTabPanel('settings', useFidId());
}

export { SettingsPage as Component };
