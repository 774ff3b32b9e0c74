import type { captable } from '@dl/domain';
import { Alert, List, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

/** The draft's readiness as it stands in the form (spec 4): ready, or the list of what is missing. */
export function ReadinessPreview({ readiness }: { readiness: captable.Readiness }) {
  const ready = readiness.status === 'Ready to be issued';
  return (
    <Alert
      color={ready ? 'green.9' : 'orange.9'}
      icon={ready ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
      title={readiness.status}
      role="status"
    >
      {ready ? (
        <Text size="sm">Saved as it is, this draft can be issued by an administrator.</Text>
      ) : (
        <>
          <Text size="sm">The draft saves as it is; it can be issued once these are filled:</Text>
          <List size="sm" mt={4} aria-label="Missing information">
            {readiness.missing.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
