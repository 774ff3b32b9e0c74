import { Box, Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export interface BrandMarkProps {
  appTitle: string;
  logoUrl: string | null;
  /** Tenant name shown under the title when branding asks for it. */
  accountName?: string | null;
  size?: 'sm' | 'lg';
  /** In the app bar: the title text only from the `sm` breakpoint up, to leave room on phones. */
  compact?: boolean;
}

/** Tenant logo when there is one, else a lock mark, with the app title (spec 3 "Branding"). */
export function BrandMark({ appTitle, logoUrl, accountName, size = 'sm', compact = false }: BrandMarkProps) {
  const large = size === 'lg';
  return (
    <Group gap="sm" wrap="nowrap">
      {logoUrl ? (
        <Image src={logoUrl} alt={compact ? appTitle : ''} h={large ? 48 : 32} w="auto" fit="contain" />
      ) : (
        <ThemeIcon size={large ? 48 : 36} radius="md" variant="filled" aria-hidden>
          <IconLock size={large ? 28 : 20} stroke={2} />
        </ThemeIcon>
      )}
      <Box visibleFrom={compact ? 'sm' : undefined}>
        <Text fw={700} size={large ? 'xl' : 'lg'} lh={1.2}>
          {appTitle}
        </Text>
        {accountName && (
          <Text size="xs" c="dimmed" lh={1.2}>
            {accountName}
          </Text>
        )}
      </Box>
    </Group>
  );
}
