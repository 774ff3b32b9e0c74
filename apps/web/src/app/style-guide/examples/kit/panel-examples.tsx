import { email, formatCurrency, max, required, type Rule } from '@dl/domain';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { LineItemListInput } from '#web/components/kit/line-item-list/index.ts';
import { type ChecklistItem, LongChecklist } from '#web/components/kit/long-checklist/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { ExampleResult } from './example-result.tsx';
import { sampleInvestors } from './sample-people.ts';

function InvestorSummary() {
  return (
    <Stack gap="xs">
      <Text fw={600}>Blue Ridge Capital LLC</Text>
      <Text size="sm">Entity investor · Austin, TX · KYC approved 01/12/2026</Text>
      <List size="sm" spacing={4}>
        <List.Item>Helios Solar Fund II: {formatCurrency(250_000)} committed</List.Item>
        <List.Item>Northwind Logistics Series B: NDA signed</List.Item>
        <List.Item>Atlas Robotics Secondary: indication of interest sent</List.Item>
      </List>
    </Stack>
  );
}

export function SideModalExample() {
  const [opened, handlers] = useDisclosure(false);
  return (
    <Group>
      <SideModal
        title="Investor details"
        trigger={({ open }) => <Button onClick={open}>Open (self-controlled)</Button>}
      >
        {(close) => (
          <Stack>
            <InvestorSummary />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Done
              </Button>
            </Group>
          </Stack>
        )}
      </SideModal>
      <Button variant="default" onClick={handlers.open}>
        Open (controlled)
      </Button>
      <SideModal title="Investor details" opened={opened} onClose={handlers.close} size={640}>
        <InvestorSummary />
      </SideModal>
    </Group>
  );
}

export function LongChecklistExample() {
  const items = useMemo<ChecklistItem[]>(() => sampleInvestors(2000).map((i) => ({ value: i.id, label: i.name })), []);
  const [selected, setSelected] = useState<string[]>(['inv-1', 'inv-12']);
  return (
    <Stack gap="xs" maw={560}>
      <LongChecklist
        label="Invite investors to Helios Solar Fund II"
        items={items}
        value={selected}
        onChange={setSelected}
      />
    </Stack>
  );
}

const EMAIL_RULES: Rule[] = [required, email];
const REFERENCE_RULES: Rule[] = [required, max(35)];

export function LineItemListExample() {
  const [emails, setEmails] = useState(['ops@blueridge.example', 'legal@blueridge.example']);
  const [references, setReferences] = useState<string[]>([]);
  return (
    <Stack gap="lg" maw={560}>
      <LineItemListInput
        label="Notification e-mails"
        fieldName="E-mail"
        description="Each address gets a copy of capital call notices."
        value={emails}
        onChange={setEmails}
        rules={EMAIL_RULES}
      />
      <LineItemListInput
        label="Wire reference lines"
        fieldName="Reference"
        description="At most 35 characters a line, as banks print them."
        value={references}
        onChange={setReferences}
        rules={REFERENCE_RULES}
        maxLines={4}
      />
      <ExampleResult label="Value" value={JSON.stringify(emails)} />
    </Stack>
  );
}
