import { PORTALS } from '@dl/domain';
import { Anchor, Card, Tabs, Text } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { ProfilePageFrame } from './profile-page-frame.tsx';
import { isProfileTab, PROFILE_TABS, profileTabPanel } from './profile-tab-panels.tsx';

const BASE = `/${PORTALS.INVESTOR}/my-profile`;

/** `my-profile/{currentTab}`: every part of my profile as tabs, the tab kept in the address. */
export function MyProfileTabsPage() {
  const fidId = useFidId();
  const { currentTab } = useParams();
  const navigate = useNavigate();
  if (!isProfileTab(currentTab)) return <Navigate to={`${BASE}/my-profile/profile`} replace />;
  return (
    <ProfilePageFrame>
      <Tabs value={currentTab} onChange={(tab) => tab && navigate(`${BASE}/my-profile/${tab}`)} keepMounted={false}>
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
              <Card withBorder padding="lg">
                <Text>
                  KYC, tax and bank forms are on their own page:{' '}
                  <Anchor component={Link} to={`${BASE}/forms`}>
                    open Forms
                  </Anchor>
                  .
                </Text>
              </Card>
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
