import type { DealDocument } from '@dl/contracts';
import { DEAL_PRE_FORM } from '@dl/domain';
import { Alert, Card, Grid, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import {
  countersignEsignUrl,
  DealActions,
  DealDocuments,
  DealSummary,
  useDeal,
  useFreshDeal,
} from '#web/features/deal-desk/index.ts';
import { ClosingBinderButton } from '#web/features/deal-desk/components/closing-binder-button.tsx';
import { FormRenderer } from '#web/features/forms/index.ts';
import { viewerHref } from '#web/features/pdf-viewer/lib/viewer-source.ts';
import { goToUrl } from '#web/lib/go-to-url.ts';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';

const SEALING = 'The countersignature is being sealed. This page updates by itself.';

/** The deal page: summary and progress, the actions the caller may take, pre-form answers, documents. */
export function DealView({ fidId, id }: { fidId: string; id: string }) {
  const navigate = useNavigate();
  const deal = useDeal(fidId, id);
  const freshDeal = useFreshDeal(fidId, id);
  const snackbar = useSnackbar();

  if (deal.isPending) return <PageLoader />;
  if (deal.isError) {
    return (
      <Stack>
        <PageHeader title="Deal" backTo={hrefFor('FidAdmin.Deals')} />
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(deal.error, 'Failed to load data')}
        </Alert>
      </Stack>
    );
  }
  const data = deal.data;
  const open = async (doc: DealDocument, signed: boolean) => {
    // The page is opened during the click (popup blockers allow that), then pointed at a fresh link.
    const tab = window.open('about:blank', '_blank');
    try {
      const fresh = (await freshDeal()).documents.find((d) => d.doc_class === doc.doc_class);
      const url = signed ? fresh?.signed_url : fresh?.url;
      if (!url) throw new Error('Failed to load document');
      const href = viewerHref(url, 'view', doc.name);
      if (tab) {
        tab.opener = null;
        tab.location.href = href;
      } else window.location.assign(href);
    } catch (error) {
      tab?.close();
      void snackbar.error(errorText(error, 'Failed to load document'));
    }
  };
  const seal = data.countersign;
  return (
    <Stack gap="lg">
      <PageHeader
        title={`${data.entity.name} · ${data.opportunity.name}`}
        breadcrumbs={[{ label: 'Deals', to: hrefFor('FidAdmin.Deals') }, { label: data.entity.name }]}
        backTo={hrefFor('FidAdmin.Deals')}
      />
      {seal?.status === 'SUBMITTED' && (
        <Alert color="blue" role="status">
          {SEALING}
        </Alert>
      )}
      {seal?.status === 'FAILED' && data.status === 'DEAL_APPROVED' && (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          title="The countersignature could not be sealed"
        >
          {seal.last_error ?? 'Sealing failed.'} It is listed under Failed seals on the deals page, where it can be
          retried.
        </Alert>
      )}
      <DealSummary deal={data} />
      <DealActions
        fidId={fidId}
        deal={data}
        onCountersign={async () => goToUrl(await countersignEsignUrl(fidId, id), (path) => void navigate(path))}
      />
      <ClosingBinderButton fidId={fidId} deal={data} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Pre-form answers
              </Title>
              <FormRenderer
                template={DEAL_PRE_FORM}
                value={{ template_version: DEAL_PRE_FORM.version, values: data.pre_form_response }}
                onChange={() => {}}
                readOnly
                headingOrder={3}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DealDocuments documents={data.documents} onOpen={(doc, signed) => void open(doc, signed)} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
