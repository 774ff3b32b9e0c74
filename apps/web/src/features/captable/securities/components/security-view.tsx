import type { CapTablePermissions } from '@dl/contracts';
import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { useSecurity } from '../api/securities.ts';
import { usePlans, useStockClasses } from '../api/views.ts';
import { capHref } from '../lib/hrefs.ts';
import { KIND_LABELS, LOAD_FAILED } from '../lib/labels.ts';
import { ReadinessBadge } from './readiness-badge.tsx';
import { SecurityActions } from './security-actions.tsx';
import { StatusBadge } from './security-columns.tsx';
import { SecurityDocuments } from './security-documents.tsx';
import { SecurityFacts, TermsList } from './security-facts.tsx';
import { SecurityLineage } from './security-lineage.tsx';
import { VestingChart } from './vesting-chart.tsx';
import type { CapParams } from '#web/features/captable/core/index.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

export interface SecurityViewProps {
  params: CapParams;
  securityId: string;
  permissions: CapTablePermissions;
}

/** A security's page (spec 4): facts, terms, vesting, lineage, documents and the actions menu. */
export function SecurityView({ params, securityId, permissions }: SecurityViewProps) {
  const security = useSecurity(params, securityId);
  const classes = useStockClasses(params);
  const plans = usePlans(params);
  const names = Object.fromEntries([...(classes.data ?? []), ...(plans.data ?? [])].map((x) => [x.id, x.name]));
  const [notice, setNotice] = useState<string | null>(null);
  const issuerId = params.issuerId;
  const listHref = capHref('CapTable.Securities', issuerId);
  if (security.isPending) return <PageLoader />;
  if (security.isError)
    return (
      <Stack>
        <PageHeader title={securityId} breadcrumbs={[{ label: 'Securities', to: listHref }, { label: securityId }]} />
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(security.error, LOAD_FAILED)}
        </Alert>
      </Stack>
    );
  const s = security.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={s.id}
        subtitle={`${KIND_LABELS[s.kind]}${s.stakeholder_name ? ` held by ${s.stakeholder_name}` : ''}`}
        breadcrumbs={[{ label: 'Securities', to: listHref }, { label: s.id }]}
        backTo={listHref}
        actions={
          <SecurityActions
            params={params}
            security={s}
            permissions={permissions}
            editHref={capHref('CapTable.SecurityEdit', issuerId, { securityId: s.id })}
            listHref={listHref}
            onOutcome={setNotice}
          />
        }
      />
      {notice && (
        <Alert
          color="blue"
          icon={<IconInfoCircle aria-hidden />}
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
          closeButtonLabel="Close message"
        >
          {notice}
        </Alert>
      )}
      <Group gap="sm">
        <StatusBadge status={s.status} />
        {s.status === 'draft' && (
          <ReadinessBadge
            ready={s.readiness.ready}
            label={s.readiness.label}
            missing={s.readiness.missing}
            securityId={s.id}
          />
        )}
      </Group>
      {s.status === 'draft' && !s.readiness.ready && s.readiness.missing.length > 0 && (
        <Text size="sm">Missing before it can be issued: {s.readiness.missing.map((m) => m.label).join(', ')}.</Text>
      )}
      <Section id="security-facts" title="Facts">
        <SecurityFacts security={s} names={names} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section id="security-terms" title={s.terms_version !== null ? `Terms (version ${s.terms_version})` : 'Terms'}>
          {s.terms ? <TermsList terms={s.terms} /> : <Text size="sm">No security terms apply.</Text>}
        </Section>
        <Section id="security-documents" title="Documents">
          <SecurityDocuments params={params} security={s} />
        </Section>
      </SimpleGrid>
      <Section id="security-vesting" title="Vesting">
        {s.schedule ? (
          <VestingChart schedule={s.schedule} />
        ) : (
          <Text size="sm">
            {s.details.no_vesting === true ? 'No vesting: fully vested when issued.' : 'No vesting schedule.'}
          </Text>
        )}
      </Section>
      <Section id="security-lineage" title="Lineage">
        <SecurityLineage
          security={s}
          securityHref={(id) => capHref('CapTable.Security', issuerId, { securityId: id })}
          ledgerHref={(id) => capHref('CapTable.Ledger', issuerId, {}, { security_id: id })}
        />
      </Section>
    </Stack>
  );
}
