import { VALIDATION_MESSAGES } from '@dl/domain';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkNewPassword, PasswordProblemList } from '#web/components/inputs/password-problems/password-problems.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { type PasswordTokenKind, submitNewPassword } from '../api/passwords.ts';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

const SAVE_FAILED = 'Unable to save the password. Please try again.';

export interface NewPasswordFormProps {
  kind: PasswordTokenKind;
  token: string;
  onDone: (detail: string) => void;
}

/** New password plus confirmation, checked with the shared password policy (spec 5) before posting. */
export function NewPasswordForm({ kind, token, onDone }: NewPasswordFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({ defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      onDone((await submitNewPassword(kind, token, password)).detail);
    } catch (error) {
      setServerError(errorText(error, SAVE_FAILED));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={kind === 'reset' ? 'Reset password' : 'Set password'}>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Password not saved">
            {serverError}
          </Alert>
        )}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message && <PasswordProblemList text={errors.password.message} />}
          {...form.register('password', { validate: checkNewPassword })}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          withAsterisk
          error={errors.confirm?.message}
          {...form.register('confirm', {
            validate: (value, values) => value === values.password || VALIDATION_MESSAGES.confirmed('Password'),
          })}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          Save password
        </Button>
      </Stack>
    </form>
  );
}
