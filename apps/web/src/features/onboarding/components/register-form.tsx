import type { AuthUser, PublicInvitation } from '@dl/contracts';
import { VALIDATION_MESSAGES } from '@dl/domain';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkNewPassword, PasswordProblemList } from '#web/components/inputs/password-problems/password-problems.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { RegisterError, registerAccount } from '../api/onboarding-api.ts';

interface RegisterValues {
  first_name: string;
  last_name: string;
  password: string;
  confirm: string;
}

const REGISTER_FAILED = 'Unable to create your account. Please try again.';

export interface RegisterFormProps {
  fidId: string;
  code: string;
  invitation: PublicInvitation;
  onRegistered: (result: { user: AuthUser; authToken: string }) => void;
}

/**
 * The invited person's account: names (prefilled from the invitation), password and confirmation,
 * checked with the domain's password policy and messages (spec 5) before posting; the server's field
 * messages come back under the fields.
 */
export function RegisterForm({ fidId, code, invitation, onRegistered }: RegisterFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    defaultValues: { first_name: invitation.first_name, last_name: invitation.last_name, password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      onRegistered(await registerAccount(fidId, { code, ...values }));
    } catch (error) {
      if (error instanceof RegisterError && Object.keys(error.errors).length > 0) {
        for (const [field, message] of Object.entries(error.errors)) {
          form.setError(field as keyof RegisterValues, { message });
        }
        return;
      }
      setServerError(errorText(error, REGISTER_FAILED));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create your account">
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Account not created">
            {serverError}
          </Alert>
        )}
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            miw={160}
            error={errors.first_name?.message}
            {...form.register('first_name', { validate: required('First name') })}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            miw={160}
            error={errors.last_name?.message}
            {...form.register('last_name', { validate: required('Last name') })}
          />
        </Group>
        <PasswordInput
          label="Password"
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
            validate: (value, values) =>
              !value
                ? VALIDATION_MESSAGES.required('Confirm password')
                : value === values.password || VALIDATION_MESSAGES.confirmed('Password'),
          })}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}

const required = (field: string) => (value: string) => value.trim() !== '' || VALIDATION_MESSAGES.required(field);
