import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The last step: the KYC is with the fiduciary; the portal is open meanwhile. */
export function OnboardingDone({ fiduciaryName, portalHref }: { fiduciaryName: string; portalHref: string }) {
  return (
    <Stack align="center" gap="md" py="lg" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal">
        <IconCircleCheck size={32} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        Thank you
      </Title>
      <Text>Your details were sent to {fiduciaryName}; you will hear from us.</Text>
      <Button component={Link} to={portalHref}>
        Go to the investor portal
      </Button>
    </Stack>
  );
}
