import { loginBodySchema, type Session } from '@dl/contracts';
import { VALIDATION_MESSAGES } from '@dl/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { PATHS } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-error.ts';
import { isOtpChallenge, login } from '../api/login.ts';
import { OtpForm } from './otp-form.tsx';

/** The contract's login body, with messages naming the field as the form labels it (spec 5 "required"). */
const loginFormSchema = loginBodySchema.extend({
  username: z.string().trim().min(1, VALIDATION_MESSAGES.required('Email')).max(254),
  password: z.string().min(1, VALIDATION_MESSAGES.required('Password')).max(1024),
});
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormOutput = z.output<typeof loginFormSchema>;

const LOGIN_FAILED = 'Unable to log in right now. Please try again.';

interface OtpChallenge {
  otpToken: string;
  detail: string;
}

export interface LoginFormProps {
  onLoggedIn: (session: Session) => Promise<void> | void;
}

/**
 * Username and password, then a one-time code when the account has a second factor.
 * On failure the server's detail text is shown as is (spec 7 "Auth"), for 401 and 429 alike.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const form = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const response = await login(values);
      if (isOtpChallenge(response)) {
        setChallenge({ otpToken: response.otp_token, detail: response.detail });
        return;
      }
      await onLoggedIn(response);
    } catch (error) {
      setServerError(errorText(error, LOGIN_FAILED));
    }
  });

  if (challenge) {
    return (
      <OtpForm
        otpToken={challenge.otpToken}
        detail={challenge.detail}
        onLoggedIn={onLoggedIn}
        onCancel={() => {
          setChallenge(null);
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Login failed">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          withAsterisk
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          withAsterisk
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
