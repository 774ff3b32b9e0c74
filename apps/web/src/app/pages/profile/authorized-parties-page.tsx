import { useFidId } from '../deal-flow/use-fid-id.ts';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/authorized-parties`: Authorized parties of the entities the user manages. */
export function AuthorizedPartiesPage() {
  return profileTabPanel('authorized-parties', useFidId());
}

export { AuthorizedPartiesPage as Component };
