import { buildPath, certificateRoute, type SecurityDetail } from '@dl/contracts';
import { captable } from '@dl/domain';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { InvestmentChart } from '#web/components/display/charts/index.ts';
import { day, price, shares } from '#web/features/captable/setup/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useMyHoldings } from '../api/holders-api.ts';
import { chartRows, shareCount } from '../lib/chart.ts';
import { downloadWithBearer, LoadError } from '#web/features/captable/core/index.ts';

type Holding = SecurityDetail & { company_name: string; issuer_id: string };

export const NO_HOLDINGS =
  'You hold no security yet. When a company issues shares, options or other securities to you, they appear here with their vesting and certificates.';

const STATUS_LABELS: Record<Holding['status'], string> = { draft: 'Draft', issued: 'Issued', ended: 'Ended' };

function hasCertificate(h: Holding): boolean {
  return h.documents.some((d) => d.kind === 'certificate') || (captable.isStockKind(h.kind) && h.status === 'issued');
}

function CertificateButton({ fidId, holding }: { fidId: string; holding: Holding }) {
  const snackbar = useSnackbar();
  const download = useMutation({
    mutationFn: () =>
      downloadWithBearer(
        buildPath(certificateRoute.url, { fidId, issuerId: holding.issuer_id, securityId: holding.id }),
        'application/pdf',
        `certificate-${holding.id}.pdf`,
      ),
    onError: (error) =>
      void snackbar.error(errorText(error, 'The certificate could not be downloaded. Please try again.')),
  });
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconCertificate size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`Download the certificate of ${holding.id}`}
    >
      Download certificate
    </Button>
  );
}

function HoldingCard({ fidId, holding: h }: { fidId: string; holding: Holding }) {
  const kind = captable.SECURITY_KIND_LABELS[h.kind];
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={`${kind} ${h.id}`}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Stack gap={0}>
          <Text fw={700}>
            {kind} · {h.id}
          </Text>
          <Text size="sm" c="dimmed">
            Issued {day(h.issue_date)}
          </Text>
        </Stack>
        <Badge variant="dot" color={h.status === 'issued' ? 'green' : 'gray'}>
          {STATUS_LABELS[h.status]}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mb="md">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Quantity
          </Text>
          <Text fw={600}>{shares(h.quantity)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {h.kind === 'OP' || h.kind === 'WA' ? 'Exercise price' : 'Price'}
          </Text>
          <Text fw={600}>{price(h.price)}</Text>
        </Stack>
        {h.schedule && (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Vested today
            </Text>
            <Text fw={600}>{shares(h.schedule.vested_today.value)}</Text>
          </Stack>
        )}
      </SimpleGrid>
      {h.schedule && h.schedule.installments.length > 0 && (
        <InvestmentChart
          type="line"
          title={`Vesting of ${h.id}`}
          description={h.schedule.rounding}
          data={chartRows(h.schedule.installments)}
          dataKey="date"
          dataKeyLabel="Date"
          series={[{ name: 'vested', label: 'Vested' }]}
          valueFormatter={shareCount}
          height={200}
        />
      )}
      {hasCertificate(h) && (
        <Group mt="md">
          <CertificateButton fidId={fidId} holding={h} />
        </Group>
      )}
    </Card>
  );
}

/** The holder's own securities, company by company, with vesting and certificates. */
export function HoldingsView({ fidId }: { fidId: string }) {
  const holdings = useMyHoldings(fidId);
  if (holdings.isError) return <LoadError error={holdings.error} />;
  if (holdings.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading your holdings">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  const { results } = holdings.data;
  if (results.length === 0)
    return (
      <Card withBorder radius="md" padding="lg">
        <Text role="status">{NO_HOLDINGS}</Text>
      </Card>
    );
  const companies = new Map<string, Holding[]>();
  for (const h of results) companies.set(h.company_name, [...(companies.get(h.company_name) ?? []), h]);
  return (
    <Stack gap="xl">
      {[...companies].map(([company, list]) => (
        <Stack key={company} gap="md" component="section" aria-label={company}>
          <Title order={2} size="h3">
            {company}
          </Title>
          {list.map((h) => (
            <HoldingCard key={`${h.issuer_id}-${h.id}`} fidId={fidId} holding={h} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
