import { useFidId } from '../deal-flow/use-fid-id.ts';
import { ProfilePageFrame } from './profile-page-frame.tsx';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/authorized-parties`: Authorized parties of the entities the user manages. */
export function AuthorizedPartiesPage() {
  return (
    <ProfilePageFrame title="Authorized Parties" subtitle="People allowed to act for you or your entities.">
      {profileTabPanel('authorized-parties', useFidId())}
    </ProfilePageFrame>
  );
}

export { AuthorizedPartiesPage as Component };
