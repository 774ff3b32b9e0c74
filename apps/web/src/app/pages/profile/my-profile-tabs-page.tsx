import { Skeleton, Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { ProfilePageFrame } from './profile-page-frame.tsx';
import { isProfileTab, PROFILE_TABS, profileTabPanel } from './profile-tab-panels.tsx';

/** The forms tab is the forms screens' own component, loaded only when the tab is opened. */
const ProfileForms = lazy(() => import('#web/features/forms/index.ts').then((m) => ({ default: m.ProfileForms })));

/** `my-profile/{currentTab}`: every part of my profile as tabs, the tab kept in the address. */
export function MyProfileTabsPage() {
  const fidId = useFidId();
  const { currentTab } = useParams();
  const navigate = useNavigate();
  if (!isProfileTab(currentTab)) return <Navigate to={hrefFor('MyProfile')} replace />;
  return (
    <ProfilePageFrame
      title="My Profile"
      subtitle="Profile, settings, entities, certificates, forms and authorized parties in one place."
    >
      <Tabs
        value={currentTab}
        onChange={(tab) => tab && navigate(hrefFor('MyProfile', { currentTab: tab }))}
        keepMounted={false}
      >
        <Tabs.List mb="md" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {PROFILE_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PROFILE_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.value === 'forms' ? (
              <Suspense fallback={<Skeleton height={200} />}>
                <ProfileForms />
              </Suspense>
            ) : (
              profileTabPanel(t.value, fidId)
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </ProfilePageFrame>
  );
}

export { MyProfileTabsPage as Component };
