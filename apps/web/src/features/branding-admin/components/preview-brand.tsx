import { Box, Group, Image, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** The logo (or the lock mark in the primary colour) and the app title, as BrandMark draws them. */
export function PreviewBrand(props: {
  logo: string | null;
  title: string;
  accountName?: string | null;
  primary: string;
  size: number;
  showTitle?: boolean;
}) {
  const { logo, title, accountName, primary, size, showTitle = true } = props;
  return (
    <Group gap={8} wrap="nowrap">
      {logo ? (
        <Image src={logo} alt="" h={size} w="auto" fit="contain" />
      ) : (
        <Box
          w={size}
          h={size}
          bg={primary}
          c="#ffffff"
          display="flex"
          style={{ alignItems: 'center', justifyContent: 'center', borderRadius: 6, flexShrink: 0 }}
        >
          <IconLock size={size * 0.6} aria-hidden />
        </Box>
      )}
      {showTitle && (
        <Box style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" lh={1.2} c="#000000" truncate="end">
            {title}
          </Text>
          {accountName && (
            <Text size="xs" lh={1.2} c="#495057" truncate="end">
              {accountName}
            </Text>
          )}
        </Box>
      )}
    </Group>
  );
}
