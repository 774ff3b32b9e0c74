import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AuditPanel } from './audit-panel.tsx';
import { JobsPanel } from './jobs-panel.tsx';
import { OutboxPanel } from './outbox-panel.tsx';
import { SizesPanel } from './sizes-panel.tsx';

const TABS = ['jobs', 'outbox', 'audit', 'sizes'] as const;
type Tab = (typeof TABS)[number];

/** The provider's operations (issue 18 point 6): jobs, outbox, audit log with its chain check, sizes. */
export function OperationsDesk() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'jobs';
  return (
    <Tabs value={tab} onChange={(v) => setParams({ tab: v ?? 'jobs' }, { replace: true })} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="jobs">Jobs</Tabs.Tab>
        <Tabs.Tab value="outbox">E-mail outbox</Tabs.Tab>
        <Tabs.Tab value="audit">Audit log</Tabs.Tab>
        <Tabs.Tab value="sizes">Sizes</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="jobs" pt="md">
        <JobsPanel />
      </Tabs.Panel>
      <Tabs.Panel value="outbox" pt="md">
        <OutboxPanel />
      </Tabs.Panel>
      <Tabs.Panel value="audit" pt="md">
        <AuditPanel />
      </Tabs.Panel>
      <Tabs.Panel value="sizes" pt="md">
        <SizesPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
