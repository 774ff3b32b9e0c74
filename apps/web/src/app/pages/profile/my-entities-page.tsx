import { useFidId } from '../deal-flow/use-fid-id.ts';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/my-entities`: My entities. */
export function MyEntitiesPage() {
  return profileTabPanel('my-entities', useFidId());
}

export { MyEntitiesPage as Component };
