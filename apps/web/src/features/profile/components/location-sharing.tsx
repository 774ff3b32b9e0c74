import { ERROR_MESSAGES } from '@dl/domain';
import { Alert, Card, Skeleton, Switch, Text, Title } from '@mantine/core';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useLocationSharing, useSetLocationSharing } from '../api/location-sharing.ts';

const LABEL = "Show my city on the fiduciary's investor map";

/**
 * Settings: an investor may keep their city off the fund administrator's map of investor locations
 * (issue 15 point 2). Staff have no address on that map, so they do not see the switch.
 */
export function LocationSharing({ fidId }: { fidId: string }) {
  const isInvestor = useCan('investor.read');
  if (!isInvestor) return null;
  return <LocationSharingCard fidId={fidId} />;
}

function LocationSharingCard({ fidId }: { fidId: string }) {
  const sharing = useLocationSharing(fidId);
  const update = useSetLocationSharing(fidId);
  const snackbar = useSnackbar();
  const change = (show: boolean) =>
    update.mutate(show, {
      onSuccess: () =>
        void snackbar.success(
          show ? 'Your city shows on the investor map.' : 'Your city is hidden from the investor map.',
        ),
      onError: (err) => void snackbar.error(errorText(err, 'Failed to update item')),
    });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        Investor map
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The fund administrator sees how many investors are in each city; never your street address.
      </Text>
      {sharing.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(sharing.error, ERROR_MESSAGES.LOAD_DATA)}
        </Alert>
      )}
      {sharing.isPending && <Skeleton height={24} width={320} />}
      {sharing.data && (
        <Switch
          label={LABEL}
          checked={update.isPending && update.variables !== undefined ? update.variables : sharing.data.show_location}
          disabled={update.isPending}
          onChange={(event) => change(event.currentTarget.checked)}
        />
      )}
    </Card>
  );
}
