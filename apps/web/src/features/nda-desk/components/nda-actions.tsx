import type { IssuerNda } from '@dl/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';

export interface NdaActionsProps {
  nda: IssuerNda;
  /** Opens the countersign ceremony; null when the caller may not countersign. */
  onCountersign: ((ndaId: string) => Promise<void>) | null;
  /** Asks for the reason of a decline; null when the screen offers no decline. */
  onDecline: ((nda: IssuerNda) => void) | null;
}

/** Countersign (the e-sign ceremony) and Decline of one investor-signed NDA. */
export function NdaActions({ nda, onCountersign, onDecline }: NdaActionsProps) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const of = `the NDA of ${nda.entity.name} for ${nda.opportunity.name}`;
  return (
    <Stack gap={2} align="flex-end">
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        {onDecline ? (
          <Button size="xs" variant="default" aria-label={`Decline ${of}`} onClick={() => onDecline(nda)}>
            Decline
          </Button>
        ) : null}
        {onCountersign ? (
          <Button
            size="xs"
            loading={opening}
            aria-label={`Countersign ${of}`}
            onClick={async () => {
              setError(null);
              setOpening(true);
              try {
                await onCountersign(nda.id);
              } catch (err) {
                setError(errorText(err, 'Failed to open the countersign ceremony'));
                setOpening(false);
              }
            }}
          >
            Countersign
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
