import { useFidId } from '../deal-flow/use-fid-id.ts';
import { ProfilePageFrame } from './profile-page-frame.tsx';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/my-entities`: My entities. */
export function MyEntitiesPage() {
  return (
    <ProfilePageFrame title="My Entities" subtitle="The entities you invest through, with their KYC status.">
      {profileTabPanel('my-entities', useFidId())}
    </ProfilePageFrame>
  );
}

export { MyEntitiesPage as Component };
