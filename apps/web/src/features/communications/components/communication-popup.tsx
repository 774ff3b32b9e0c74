import { QNA_WIDGET_SIZE } from '@dl/contracts';
import { canAnswerQuestions, PORTALS, type Portal } from '@dl/domain';
import { Anchor, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useSession } from '#web/lib/session-store.ts';
import { type QnaScope, qnaListQuery } from '../api/list-qna.ts';
import { QNA_TEXTS } from '../lib/texts.ts';
import { PopupRow } from './popup-row.tsx';

export interface CommunicationPopupProps {
  fidId: string;
  portal: Portal;
  onClose: () => void;
}

/** Spec 2 "Communication popup": the fund admin's two tabs; one list of answered items elsewhere. */
export function CommunicationPopup({ fidId, portal, onClose }: CommunicationPopupProps) {
  const [tab, setTab] = useState<'investor' | 'mine'>('investor');
  const canAnswer = canAnswerQuestions(useSession().claims?.current_role);
  if (portal !== PORTALS.FID_ADMIN) {
    return (
      <PopupList
        fidId={fidId}
        scope="tenant"
        hasResponse
        empty="You have no answered communications"
        linked={portal === PORTALS.INVESTOR}
        onClose={onClose}
      />
    );
  }
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as 'investor' | 'mine')} keepMounted={false}>
      <Tabs.List grow aria-label="Communication popup">
        <Tabs.Tab value="investor" fz="xs" px={6}>
          Investor Communication
        </Tabs.Tab>
        <Tabs.Tab value="mine" fz="xs" px={6}>
          My Communications
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="investor">
        <PopupList
          fidId={fidId}
          scope="fid-admin"
          hasResponse={false}
          empty="No questions are waiting for an answer"
          linked={false}
          answerable={canAnswer}
          onClose={onClose}
        />
      </Tabs.Panel>
      <Tabs.Panel value="mine">
        <PopupList
          fidId={fidId}
          scope="fid-admin"
          hasResponse
          empty="You have no answered communications"
          linked
          route="FidAdmin.Communication"
          onClose={onClose}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

interface PopupListProps {
  fidId: string;
  scope: QnaScope;
  hasResponse: boolean;
  empty: string;
  /** Items and See All open the Communication route (answered tab, tab=1). */
  linked: boolean;
  /** The fund admin may answer the open questions in place. */
  answerable?: boolean;
  /** The Communication route of the portal the popup is in. */
  route?: 'Communication' | 'FidAdmin.Communication';
  onClose: () => void;
}

function PopupList({
  fidId,
  scope,
  hasResponse,
  empty,
  linked,
  answerable = false,
  route = 'Communication',
  onClose,
}: PopupListProps) {
  const query = {
    page: 1,
    limit: QNA_WIDGET_SIZE,
    ordering: '-modified_on' as const,
    has_response: hasResponse ? ('true' as const) : ('false' as const),
  };
  const list = useQuery(qnaListQuery(fidId, query, scope));
  if (list.isPending) {
    return (
      <Center p="lg">
        <Loader size="sm" aria-label="Loading communications" />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Text size="sm" c="danger.8" p="md" role="alert">
        {QNA_TEXTS.loadFailed}
      </Text>
    );
  }
  if (list.data.count === 0) {
    return (
      <Text size="sm" c="dimmed" p="md" ta="center" role="status">
        {empty}
      </Text>
    );
  }
  const answeredHref = (id?: string) => hrefFor(route, {}, { tab: hasResponse ? '1' : undefined, id });
  return (
    <Stack gap={0}>
      {list.data.results.map((item) => (
        <PopupRow
          key={item.id}
          item={item}
          href={linked ? answeredHref(item.id) : null}
          onClose={onClose}
          answerFidId={answerable ? fidId : undefined}
        />
      ))}
      {linked && list.data.count > QNA_WIDGET_SIZE && (
        <Group justify="center" p="xs">
          <Anchor component={Link} to={answeredHref()} size="sm" fw={600} onClick={onClose}>
            {QNA_TEXTS.seeAll}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}

export { CommunicationPopup as default };
