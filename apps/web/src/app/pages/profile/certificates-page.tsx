import { useFidId } from '../deal-flow/use-fid-id.ts';
import { ProfilePageFrame } from './profile-page-frame.tsx';
import { profileTabPanel } from './profile-tab-panels.tsx';

/** `my-profile/my-certificates`: My certificates. */
export function CertificatesPage() {
  return (
    <ProfilePageFrame title="My Certificates" subtitle="Accreditation and share certificates you hold.">
      {profileTabPanel('my-certificates', useFidId())}
    </ProfilePageFrame>
  );
}

export { CertificatesPage as Component };
