import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconPresentation } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useTearsheet } from '#web/features/roadshow/api/tearsheet.ts';
import { InviteForm } from '#web/features/roadshow/components/invite-form.tsx';
import { Presentation } from '#web/features/roadshow/components/presentation.tsx';
import { TearsheetView } from '#web/features/roadshow/components/tearsheet-view.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { usePageObjectName } from '#web/lib/document-title.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from './use-fid-id.ts';

/**
 * DigitalRoadshow.Landing /digital-roadshow/:id (spec 2): the opportunity presented; `mode=presentation`
 * (opened in a new tab from a document row) shows it as slides.
 */
export function RoadshowPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const fidId = useFidId();
  const tearsheet = useTearsheet(fidId, id);
  const isPresentation = params.get('mode') === 'presentation';
  // The tab names the opportunity presented (a presentation opens in a tab of its own).
  usePageObjectName(tearsheet.data ? `${tearsheet.data.name} · Digital Roadshow` : null);

  if (tearsheet.isPending) return <PageLoader />;
  if (tearsheet.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(tearsheet.error, 'Failed to load opportunity')}
      </Alert>
    );
  }
  const landing = hrefFor('DigitalRoadshow.Landing', { id });
  return (
    <Stack gap="lg">
      <PageHeader
        title="Digital Roadshow"
        actions={
          <Group gap="xs">
            {isPresentation ? (
              <Button component={Link} to={landing} variant="default">
                Leave presentation
              </Button>
            ) : (
              <Button
                component={Link}
                to={hrefFor('DigitalRoadshow.Landing', { id }, { mode: 'presentation' })}
                leftSection={<IconPresentation size={18} aria-hidden />}
              >
                Present
              </Button>
            )}
          </Group>
        }
      />
      {isPresentation ? (
        <Presentation tearsheet={tearsheet.data} />
      ) : (
        <>
          <TearsheetView tearsheet={tearsheet.data} headingOrder={2} />
          <InviteForm fidId={fidId} opportunityId={id} />
        </>
      )}
    </Stack>
  );
}

export { RoadshowPage as Component };
