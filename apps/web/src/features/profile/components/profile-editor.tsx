import { ERROR_MESSAGES } from '@dl/domain';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AvatarEditor } from './avatar-editor.tsx';

const required = (label: string, value: string) => (value.trim() ? null : `${label} is required`);

/** My profile: photo and name fields; the e-mail and member id are read only. */
export function ProfileEditor({ fidId, readOnly = false }: { fidId: string; readOnly?: boolean }) {
  const profile = useProfile(fidId);
  const update = useUpdateProfile(fidId);
  const snackbar = useSnackbar();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [touched, setTouched] = useState(false);
  const data = profile.data;
  useEffect(() => {
    if (data) {
      setFirst(data.first_name);
      setLast(data.last_name);
    }
  }, [data]);

  if (profile.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(profile.error, ERROR_MESSAGES.LOAD_DATA)}
      </Alert>
    );
  if (!data)
    return (
      <Card withBorder padding="lg" aria-busy>
        <Skeleton circle height={96} mb="md" />
        <Skeleton height={36} mb="sm" />
        <Skeleton height={36} />
      </Card>
    );

  const firstError = touched ? required('First Name', first) : null;
  const lastError = touched ? required('Last Name', last) : null;
  const dirty = first !== data.first_name || last !== data.last_name;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (required('First Name', first) || required('Last Name', last)) return;
    update.mutate(
      { first_name: first, last_name: last },
      {
        onSuccess: () => void snackbar.success('Profile saved'),
        onError: (err) => void snackbar.error(errorText(err, 'Failed to update item')),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="lg">
        <Title order={2} size="h4">
          Your details
        </Title>
        {readOnly ? null : <AvatarEditor fidId={fidId} profile={data} />}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={520}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="First Name"
                value={first}
                onChange={(e) => setFirst(e.currentTarget.value)}
                error={firstError}
                required
                readOnly={readOnly}
                maxLength={100}
              />
              <TextInput
                label="Last Name"
                value={last}
                onChange={(e) => setLast(e.currentTarget.value)}
                error={lastError}
                required
                readOnly={readOnly}
                maxLength={100}
              />
            </SimpleGrid>
            <TextInput label="Email" value={data.email} readOnly />
            <TextInput label="Member ID" value={data.trellis_uid} readOnly />
            {!readOnly && (
              <Group>
                <Button type="submit" loading={update.isPending} disabled={!dirty}>
                  Save
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
