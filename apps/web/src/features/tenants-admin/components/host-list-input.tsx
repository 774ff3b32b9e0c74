import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FORM_FIELDSET } from '../lib/fieldset-styles.ts';
import { MAX_HOSTS } from '../lib/tenant-form.ts';

interface Props {
  hosts: string[];
  /** Each row's message, by row. */
  errors: (string | undefined)[];
  /** A message of the list as a whole (a host already used by another tenant). */
  listError?: string;
  onChange: (hosts: string[]) => void;
}

/** The hosts of a new tenant: a row per host, added and removed one by one (at most 20). */
export function HostListInput({ hosts, errors, listError, onChange }: Props) {
  // The row just added takes the focus, so that the keyboard goes on typing there.
  const [added, setAdded] = useState<number | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (added === null) return;
    inputs.current[added]?.focus();
    setAdded(null);
  }, [added]);
  const set = (index: number, value: string) => onChange(hosts.map((h, i) => (i === index ? value : h)));
  return (
    <Fieldset legend="Hosts" {...FORM_FIELDSET}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          The addresses the tenant's users open, such as fund.example.com. More can be added later.
        </Text>
        {hosts.map((host, index) => (
          // Rows have no identity but their place; removing one re-renders those after it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`Host ${index + 1}`}
              placeholder="fund.example.com"
              value={host}
              error={errors[index]}
              maxLength={253}
              ref={(input) => {
                inputs.current[index] = input;
              }}
              autoCapitalize="none"
              spellCheck={false}
              style={{ flex: 1 }}
              onChange={(event) => set(index, event.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Remove host ${index + 1}`}
              onClick={() => onChange(hosts.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {listError && (
          <Text size="sm" c="red.9" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={hosts.length >= MAX_HOSTS}
            onClick={() => {
              setAdded(hosts.length);
              onChange([...hosts, '']);
            }}
          >
            Add host
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
