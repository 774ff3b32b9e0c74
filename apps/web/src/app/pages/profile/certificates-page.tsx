import { useFidId } from '../deal-flow/use-fid-id.ts';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/my-certificates`: My certificates. */
export function CertificatesPage() {
  return profileTabPanel('my-certificates', useFidId());
}

export { CertificatesPage as Component };
