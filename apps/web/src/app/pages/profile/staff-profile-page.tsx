import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SecondFactorPanel } from '#web/features/profile/components/second-factor-panel.tsx';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { ProfilePageFrame } from './profile-page-frame.tsx';
import { profileTabPanel } from './profile-tab-panels.tsx';

const STAFF_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'settings', label: 'Password and sessions' },
  { value: 'second-factor', label: 'Second factor' },
] as const;
type StaffTab = (typeof STAFF_TABS)[number]['value'];

const isStaffTab = (value: string | null): value is StaffTab => STAFF_TABS.some((t) => t.value === value);

/**
 * My Profile of the staff portals (issuer, fund admin, provider, cap table): name, photo and contact
 * details, then password and sessions, then the second factor; the investor's entities, certificates and forms are not theirs.
 * The tab is kept in the address (`?tab=settings`).
 */
export function StaffProfilePage() {
  const fidId = useFidId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: StaffTab = isStaffTab(requested) ? requested : 'profile';
  return (
    <ProfilePageFrame
      title="My Profile"
      subtitle="Your name, photo, password and the sessions signed in to your account."
    >
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          {STAFF_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STAFF_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.value === 'second-factor' ? <SecondFactorPanel fidId={fidId} /> : profileTabPanel(t.value, fidId)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </ProfilePageFrame>
  );
}

export { StaffProfilePage as Component };
