import { ERROR_MESSAGES } from '@dl/domain';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { loadChunk } from '#web/lib/chunk-load.ts';
import { useDashboardLocations } from '../api/dashboard.ts';
import { type PlottedLocation, placeName, plottableLocations } from '../lib/map-locations.ts';

// Leaflet, its stylesheet and the world layer load with the map only, never with the login page.
const LocationsMap = lazy(() =>
  loadChunk(() => import('./locations-map.tsx')).then((m) => ({ default: m.LocationsMap })),
);

const investors = (n: number) => `${n.toLocaleString('en-US')} investor${n === 1 ? '' : 's'}`;

/** The cities as a list: the map's text alternative, and a way to move the map by keyboard. */
function CityList({
  locations,
  unplaced,
  onPick,
}: {
  locations: PlottedLocation[];
  unplaced: number;
  onPick: (l: PlottedLocation) => void;
}) {
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="sm" id={headingId}>
        Cities
      </Title>
      <Stack component="ul" gap={2} aria-labelledby={headingId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {locations.map((l) => (
          <li key={`${l.lat},${l.lng},${l.city}`}>
            <UnstyledButton
              onClick={() => onPick(l)}
              aria-label={`Show on the map: ${placeName(l)}, ${investors(l.count)}`}
              w="100%"
              py={4}
              px={6}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  {placeName(l)}
                </Text>
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {l.count.toLocaleString('en-US')}
                </Text>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {unplaced > 0 && (
        <Text size="xs" c="dimmed">
          {investors(unplaced)} in cities the map does not know {unplaced === 1 ? 'is' : 'are'} not shown.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The map of investor locations (spec 2 "Dashboard"), beside the list of its cities. Loading, error
 * and empty states of its own, so the stat cards never wait for the map.
 */
export function InvestorMapPanel({ fidId }: { fidId: string }) {
  const query = useDashboardLocations(fidId);
  const located = useMemo(() => plottableLocations(query.data?.results ?? []), [query.data]);
  const [focus, setFocus] = useState<PlottedLocation | null>(null);
  const [fitAll, setFitAll] = useState(0);
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          Investor locations
        </Title>
        {located.length > 1 && (
          <Button variant="subtle" size="compact-sm" onClick={() => setFitAll((n) => n + 1)}>
            Show all locations
          </Button>
        )}
      </Group>
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(query.error, ERROR_MESSAGES.LOAD_DATA)}
        </Alert>
      )}
      {query.isPending && (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading investor locations" />
        </Center>
      )}
      {query.data && located.length === 0 && (
        <Stack align="center" gap={4} py="lg">
          <IconMapPin size={28} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text fw={500}>No investor locations yet</Text>
          <Text size="sm" c="dimmed" ta="center">
            Investors appear here by city once their addresses are on file and they share their city.
          </Text>
        </Stack>
      )}
      {query.data && located.length > 0 && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Box role="region" aria-label="Map of investor locations" h={{ base: 280, sm: 380 }}>
              <Suspense
                fallback={
                  <Center h="100%">
                    <Loader size="sm" aria-label="Loading map" />
                  </Center>
                }
              >
                <LocationsMap locations={located} tileUrl={query.data.tile_url} focus={focus} fitAllSignal={fitAll} />
              </Suspense>
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CityList locations={located} unplaced={query.data.unplaced} onPick={(l) => setFocus({ ...l })} />
          </Grid.Col>
        </Grid>
      )}
    </Card>
  );
}
