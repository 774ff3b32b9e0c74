import { Button, Group } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hrefFor } from '#web/lib/named-routes.ts';

/** The roadshow's presentation mode of an opportunity (spec 2: `mode=presentation`, opened in a new tab). */
export const presentationHref = (opportunityId: string) =>
  hrefFor('DigitalRoadshow.Landing', { id: opportunityId }, { mode: 'presentation' });

/** The opportunity's Digital Roadshow, and its presentation in a new tab. */
export function RoadshowLinks({ opportunityId, name }: { opportunityId: string; name: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={hrefFor('DigitalRoadshow.Landing', { id: opportunityId })} variant="default">
        Digital Roadshow
      </Button>
      <Button
        component="a"
        href={presentationHref(opportunityId)}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<IconPresentation size={18} aria-hidden />}
        aria-label={`Present ${name} (opens in a new tab)`}
      >
        Present
      </Button>
    </Group>
  );
}
