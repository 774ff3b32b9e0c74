import { Box, LoadingOverlay, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AppLoadingOverlayProps {
  visible: boolean;
  message?: string;
}

/** Spec 2 "Loading overlay with a message (Loading...)": covers its positioned parent. */
export function AppLoadingOverlay({ visible, message = 'Loading...' }: AppLoadingOverlayProps) {
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={150}
      overlayProps={{ backgroundOpacity: 0.7, blur: 1 }}
      loaderProps={{
        children: (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader />
            <Text fw={500}>{message}</Text>
          </Stack>
        ),
      }}
    />
  );
}

/** A block that can show the loading overlay over its content. */
export function LoadingArea({
  loading,
  message,
  children,
}: {
  loading: boolean;
  message?: string;
  children: ReactNode;
}) {
  return (
    <Box pos="relative" mih={loading ? 160 : undefined}>
      <AppLoadingOverlay visible={loading} message={message} />
      {children}
    </Box>
  );
}
