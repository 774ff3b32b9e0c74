import { forgotPasswordRoute } from '@dl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '#web/lib/api-error.ts';
import { requestPasswordReset } from '../api/passwords.ts';

const forgotSchema = forgotPasswordRoute.schema.body;
type ForgotValues = z.infer<typeof forgotSchema>;

const REQUEST_FAILED = 'Unable to send the reset link. Please try again.';

export interface ForgotPasswordFormProps {
  onSent: (detail: string) => void;
}

/** Asks for a reset link by e-mail; the answer is the same whether or not the address is known. */
export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      onSent((await requestPasswordReset(email)).detail);
    } catch (error) {
      setServerError(errorText(error, REQUEST_FAILED));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Request a password reset">
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Request failed">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          withAsterisk
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
