import { passwordProblems } from '@dl/domain';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { passwordChecks, ValidationMessageMenu } from '#web/components/inputs/validation-menu/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useChangePassword } from '../api/update-profile.ts';

interface Errors {
  current?: string;
  next?: string;
  confirm?: string;
}

/** Spec 5 password rules with their messages, and 'Confirm Password does not match'. */
export function passwordFormErrors(current: string, next: string, confirm: string): Errors {
  const errors: Errors = {};
  if (!current) errors.current = 'Current Password is required';
  const problems = passwordProblems(next);
  if (!next) errors.next = 'New Password is required';
  else if (problems.length) errors.next = `New Password ${problems.join(', ')}`;
  if (confirm !== next) errors.confirm = 'Confirm Password does not match';
  return errors;
}

/** Settings: change the password; other browsers signed in to this account are signed out. */
export function PasswordForm({ fidId }: { fidId: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangePassword(fidId);
  const snackbar = useSnackbar();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = passwordFormErrors(current, next, confirm);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    change.mutate(
      { current_password: current, new_password: next, confirm_password: confirm },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          void snackbar.success('Password changed. Other sessions were signed out.');
        },
        onError: (err) => setServerError(errorText(err, 'Failed to update item')),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-labelledby="password-title">
        <Stack gap="sm" maw={420}>
          <Title order={2} size="h4" id="password-title">
            Change password
          </Title>
          <Text size="sm" c="dimmed">
            At least 8 characters with a number, a special character, an upper and a lower case letter.
          </Text>
          <PasswordInput
            label="Current Password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={errors.current ?? serverError}
            autoComplete="current-password"
            required
          />
          <ValidationMessageMenu checks={passwordChecks(next)}>
            <PasswordInput
              label="New Password"
              value={next}
              onChange={(e) => setNext(e.currentTarget.value)}
              error={errors.next}
              autoComplete="new-password"
              required
            />
          </ValidationMessageMenu>
          <PasswordInput
            label="Confirm Password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
            autoComplete="new-password"
            required
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
