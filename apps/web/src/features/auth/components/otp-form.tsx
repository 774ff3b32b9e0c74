import { type Session, verifyOtpRoute } from '@dl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '#web/lib/api-error.ts';
import { verifyOtp } from '../api/verify-otp.ts';

const otpFormSchema = verifyOtpRoute.schema.body.pick({ code: true });
type OtpFormValues = z.infer<typeof otpFormSchema>;

const VERIFY_FAILED = 'Unable to verify the code. Please try again.';

export interface OtpFormProps {
  otpToken: string;
  /** The server's challenge text, e.g. where the code was sent. */
  detail: string;
  onLoggedIn: (session: Session) => Promise<void> | void;
  onCancel: () => void;
}

/** Second login step: the 6-digit one-time code, posted with the challenge ticket to verify-otp. */
export function OtpForm({ otpToken, detail, onLoggedIn, onCancel }: OtpFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<OtpFormValues>({ resolver: zodResolver(otpFormSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await onLoggedIn(await verifyOtp({ otp_token: otpToken, code }));
    } catch (error) {
      setServerError(errorText(error, VERIFY_FAILED));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Verify code">
      <Stack gap="md">
        <Text size="sm">{detail}</Text>
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Verification failed">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Verification code"
          description="Enter the 6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          data-autofocus
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          Verify
        </Button>
        <Group justify="center">
          <Button variant="subtle" onClick={onCancel}>
            Back to login
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
