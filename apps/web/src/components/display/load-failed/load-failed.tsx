import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface LoadFailedProps {
  /** What went wrong, in words: the server's detail or spec 8's fallback ('Failed to load opportunity'). */
  message: string;
  /** Where the person goes back to (the list the object belongs to). */
  backTo: string;
  backLabel: string;
}

/** A page whose object could not be read: spec 8's message and a way back (issue 14 point 5). */
export function LoadFailed({ message, backTo, backLabel }: LoadFailedProps) {
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" w="100%">
        <Text size="sm">{message}</Text>
      </Alert>
      <Anchor component={Link} to={backTo} fw={600}>
        <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
        {backLabel}
      </Anchor>
    </Stack>
  );
}
