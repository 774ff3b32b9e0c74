import { type IssuerOpportunity, publicTearsheetPath } from '@dl/contracts';
import { Alert, Anchor, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '#web/lib/api-error.ts';
import { useSetTearsheetPublic } from '../api/opportunities.ts';

const SAVE_FAILED = 'The tearsheet setting could not be saved. Please try again.';

/**
 * Whether anyone may read the opportunity's tearsheet without a login (spec 2, ADR 0033). A member who
 * may write the company's opportunities switches it; others read the setting only.
 */
export function TearsheetSharing({ fidId, opportunity: o }: { fidId: string; opportunity: IssuerOpportunity }) {
  const save = useSetTearsheetPublic(fidId, o.id);
  const path = publicTearsheetPath(o.id);
  const published = o.status === 'Published';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tearsheet-sharing-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tearsheet-sharing-title">
          Public tearsheet
        </Title>
        {o.permissions.write_opportunities ? (
          <Switch
            label="Anyone with the link can read the tearsheet"
            description="Name, description, company, target raise, minimum, dates and highlights; never documents or investors."
            checked={o.tearsheet_public}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.checked)}
          />
        ) : (
          <Text size="sm">
            {o.tearsheet_public ? 'Anyone with the link can read the tearsheet.' : 'The tearsheet is private.'}
          </Text>
        )}
        {o.tearsheet_public && (
          <Text size="sm" c="dimmed">
            {published ? 'Link: ' : 'Shown once the opportunity is published, at '}
            <Anchor href={path} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
              {`${window.location.origin}${path}`}
            </Anchor>
          </Text>
        )}
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(save.error, SAVE_FAILED)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
