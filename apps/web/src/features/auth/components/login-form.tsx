import type { Session } from '@dl/contracts';
import { MESSAGES, max, required, validate } from '@dl/domain';
import { Alert, Anchor, Button, Center, Group, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '#web/config/paths.ts';
import { errorText } from '#web/lib/api-error.ts';
import { loadChunk } from '#web/lib/chunk-load.ts';
import { isOtpChallenge, type LoginInput, login } from '../api/login.ts';

/** The second step (with its form library and zod) loads only when the server asks for a code. */
const OtpForm = lazy(() => loadChunk(() => import('./otp-form.tsx')).then((module) => ({ default: module.OtpForm })));

const LOGIN_FAILED = 'Unable to log in right now. Please try again.';

type Field = keyof LoginInput;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The contract's login body (username trimmed, 1 to 254 characters; password 1 to 1024, not
 * trimmed), with spec 5's messages naming each field as the form labels it.
 */
function loginFormErrors({ username, password }: LoginInput): FieldErrors {
  return {
    username: validate(username.trim(), 'Email', [required, max(254)]) ?? undefined,
    password:
      (password === '' ? MESSAGES.required('Password') : validate(password, 'Password', [max(1024)])) ?? undefined,
  };
}

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
 * Fields are checked on submit, then again as each one changes; the first wrong one gets the focus.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitted, setSubmitted] = useState(false);
  // The login page is the first download and has no query client (CONTRIBUTING rule 11): the submit
  // keeps its own pending state rather than a mutation's.
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (isSubmitted) setErrors((current) => ({ ...current, [field]: loginFormErrors(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const found = loginFormErrors(values);
    setErrors(found);
    if (found.username || found.password) {
      (found.username ? usernameInput : passwordInput).current?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      const response = await login({ username: values.username.trim(), password: values.password });
      if (isOtpChallenge(response)) {
        setChallenge({ otpToken: response.otp_token, detail: response.detail });
        return;
      }
      await onLoggedIn(response);
    } catch (error) {
      setServerError(errorText(error, LOGIN_FAILED));
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge) {
    return (
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-label="Loading">
            <Loader />
          </Center>
        }
      >
        <OtpForm
          otpToken={challenge.otpToken}
          detail={challenge.detail}
          onLoggedIn={onLoggedIn}
          onCancel={() => {
            setChallenge(null);
            setValues((current) => ({ ...current, password: '' }));
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
      </Suspense>
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
          ref={usernameInput}
          name="username"
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          withAsterisk
          value={values.username}
          onChange={change('username')}
          error={errors.username}
        />
        <PasswordInput
          ref={passwordInput}
          name="password"
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          withAsterisk
          value={values.password}
          onChange={change('password')}
          error={errors.password}
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
