import { type NotificationKind, PORTALS, type Portal } from '@dl/domain';
import { Anchor, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { hrefFor } from '#web/lib/named-routes.ts';
import { pendingActionHref, usePendingActions } from '#web/components/pending-actions/use-pending-actions.ts';
import { useNow } from '#web/lib/use-now.ts';
import { notificationsKey, useNotificationList } from '../api/notifications.ts';
import { useSystemNotificationList } from '../api/system-notifications.ts';
import { useMarkShownRead } from '../hooks/use-mark-shown-read.ts';
import { useOpenNotification } from '../hooks/use-open-notification.ts';
import { notificationHref } from '../lib/navigate-target.ts';
import { LOAD_FAILED, PANEL_ITEMS, PANEL_TABS, type PanelTab } from '../lib/panel-texts.ts';
import { NotificationRow, PendingActionRow, SystemNotificationRow } from './notification-row.tsx';

export interface NotificationPanelProps {
  fidId: string;
  portal: Portal;
  onClose: () => void;
}

/**
 * Spec 2 "Notification panel": tabs Actions, Notifications, System Notifications; 3 items each, then
 * See All. Opening it marks the shown items read. Items and See All lead to the investor routes, so
 * in other portals they only inform. In the investor portal the Actions tab is the caller's pending
 * actions (`GET investors/actions`), the list and count the dashboard shows (ADR 0033), and the
 * Notifications tab holds every stored message; elsewhere the tabs split the stored messages by kind.
 */
export function NotificationPanel({ fidId, portal, onClose }: NotificationPanelProps) {
  const [tab, setTab] = useState<PanelTab>('ACTION');
  const client = useQueryClient();
  const canNavigate = portal === PORTALS.INVESTOR;
  // Closing shows the read state on the next opening.
  useEffect(() => () => void client.invalidateQueries({ queryKey: notificationsKey(fidId) }), [client, fidId]);
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as PanelTab)} keepMounted={false}>
      <Tabs.List grow aria-label="Notification panel">
        {(Object.keys(PANEL_TABS) as PanelTab[]).map((key) => (
          <Tabs.Tab key={key} value={key} fz="xs" px={6}>
            {PANEL_TABS[key].label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="ACTION">
        {canNavigate ? (
          <PendingActionList fidId={fidId} onClose={onClose} />
        ) : (
          <KindList fidId={fidId} kind="ACTION" canNavigate={canNavigate} onClose={onClose} />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="NOTIFICATION">
        <KindList
          fidId={fidId}
          kind={canNavigate ? undefined : 'NOTIFICATION'}
          texts={PANEL_TABS.NOTIFICATION}
          canNavigate={canNavigate}
          onClose={onClose}
        />
      </Tabs.Panel>
      <Tabs.Panel value="SYSTEM">
        <SystemList fidId={fidId} canNavigate={canNavigate} onClose={onClose} />
      </Tabs.Panel>
    </Tabs>
  );
}

interface ListProps {
  fidId: string;
  canNavigate: boolean;
  onClose: () => void;
}

function KindList({
  fidId,
  kind,
  texts = PANEL_TABS[kind ?? 'NOTIFICATION'],
  canNavigate,
  onClose,
}: ListProps & { kind: NotificationKind | undefined; texts?: { label: string; empty: string } }) {
  const list = useNotificationList(fidId, { kind, page: 1, limit: PANEL_ITEMS });
  const open = useOpenNotification();
  const now = useNow().getTime();
  const items = list.data?.results;
  useMarkShownRead(fidId, items);
  return (
    <ListFrame
      loading={list.isPending}
      failed={list.isError}
      count={list.data?.count ?? 0}
      empty={texts.empty}
      seeAll={canNavigate ? hrefFor('Notifications') : null}
      label={texts.label}
      onClose={onClose}
    >
      {items?.map((item) => (
        <NotificationRow
          key={item.id}
          item={item}
          now={now}
          onOpen={
            canNavigate && notificationHref(item)
              ? () => {
                  onClose();
                  open(item);
                }
              : undefined
          }
        />
      ))}
    </ListFrame>
  );
}

/** The investor's pending actions: what the dashboard's Actions card lists, 3 here, then See All. */
function PendingActionList({ fidId, onClose }: { fidId: string; onClose: () => void }) {
  const list = usePendingActions(fidId, { page: 1, limit: PANEL_ITEMS });
  const navigate = useNavigate();
  return (
    <ListFrame
      loading={list.isPending}
      failed={list.isError}
      count={list.data?.count ?? 0}
      empty={PANEL_TABS.ACTION.empty}
      seeAll={hrefFor('Notifications')}
      label={PANEL_TABS.ACTION.label}
      onClose={onClose}
    >
      {list.data?.results.map((action) => (
        <PendingActionRow
          key={`${action.kind}-${action.subject_id}-${action.payment_id ?? ''}`}
          action={action}
          onOpen={() => {
            onClose();
            void navigate(pendingActionHref(action));
          }}
        />
      ))}
    </ListFrame>
  );
}

function SystemList({ fidId, canNavigate, onClose }: ListProps) {
  const list = useSystemNotificationList(fidId, { page: 1, limit: PANEL_ITEMS });
  const now = useNow().getTime();
  const open = useOpenNotification();
  return (
    <ListFrame
      loading={list.isPending}
      failed={list.isError}
      count={list.data?.count ?? 0}
      empty={PANEL_TABS.SYSTEM.empty}
      seeAll={canNavigate ? hrefFor('SystemNotifications') : null}
      label={PANEL_TABS.SYSTEM.label}
      onClose={onClose}
    >
      {list.data?.results.map((item) => (
        <SystemNotificationRow
          key={item.id}
          item={item}
          now={now}
          onOpen={
            canNavigate
              ? () => {
                  onClose();
                  open({ navigate_to: 'SystemNotifications' });
                }
              : undefined
          }
        />
      ))}
    </ListFrame>
  );
}

interface ListFrameProps {
  loading: boolean;
  failed: boolean;
  count: number;
  empty: string;
  seeAll: string | null;
  label: string;
  onClose: () => void;
  children: ReactNode;
}

function ListFrame({ loading, failed, count, empty, seeAll, label, onClose, children }: ListFrameProps) {
  if (loading) {
    return (
      <Center p="lg">
        <Loader size="sm" aria-label={`Loading ${label.toLowerCase()}`} />
      </Center>
    );
  }
  if (failed) {
    return (
      <Text size="sm" c="danger.8" p="md" role="alert">
        {LOAD_FAILED}
      </Text>
    );
  }
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed" p="md" ta="center" role="status">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {children}
      {seeAll && (
        <Group justify="center" p="xs">
          <Anchor component={Link} to={seeAll} size="sm" fw={600} onClick={onClose}>
            See All
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}

export { NotificationPanel as default };
