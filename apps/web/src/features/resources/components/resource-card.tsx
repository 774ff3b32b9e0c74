import type { Resource } from '@dl/contracts';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileText, IconLink } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { safeHref } from '#web/lib/safe-href.ts';

export interface ResourceActions {
  /** Opens a document resource in the PDF viewer (a new tab). */
  onOpen: (resource: Resource) => Promise<void>;
  /** Saves a document resource. */
  onDownload: (resource: Resource) => Promise<void>;
}

/** A document (View, Download) or a link (opens the site in a new tab). */
export function ResourceCard({ resource: r, onOpen, onDownload }: { resource: Resource } & ResourceActions) {
  const snackbar = useSnackbar();
  const action = useMutation({
    // Started in the click itself, not a tick later: View opens its tab then, which popup blockers allow.
    mutationFn: ({ done }: { kind: 'open' | 'download'; done: Promise<void> }) => done,
    onError: (error) => void snackbar.error(errorText(error, 'Failed to load document')),
  });
  const busy = action.isPending ? action.variables.kind : null;
  const isDocument = r.kind === 'DOCUMENT';
  const Icon = isDocument ? IconFileText : IconLink;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={r.title} h="100%">
      <Stack gap={6} h="100%">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Icon size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={600} component="h3" m={0} size="md">
            {r.title}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge variant="outline" color="gray" tt="none">
            {r.category}
          </Badge>
          <Badge variant="dot" color={isDocument ? 'blue' : 'teal'} tt="none">
            {isDocument ? 'Document' : 'Link'}
          </Badge>
        </Group>
        {r.description && (
          <Text size="sm" c="dimmed">
            {r.description}
          </Text>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          {isDocument ? (
            <>
              <Button
                size="xs"
                variant="light"
                onClick={() => action.mutate({ kind: 'open', done: onOpen(r) })}
                loading={busy === 'open'}
                aria-label={`View ${r.title}`}
              >
                View
              </Button>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => action.mutate({ kind: 'download', done: onDownload(r) })}
                loading={busy === 'download'}
                aria-label={`Download ${r.title}`}
              >
                Download
              </Button>
            </>
          ) : (
            <Anchor
              href={safeHref(r.url) ?? '#'}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`Open ${r.title} (new tab)`}
            >
              <Group gap={4} component="span">
                Open link <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
