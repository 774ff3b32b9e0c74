import type { SecondFactorSetup } from '@dl/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import {
  useConfirmSecondFactor,
  useDisableSecondFactor,
  useSecondFactor,
  useSetupSecondFactor,
} from '../api/second-factor.ts';
import { QrCode } from './qr-code.tsx';

const CODE_PATTERN = /^\d{6}$/;

/** Settings: the second factor (a code from an authenticator app at each login), on or off. */
export function SecondFactorPanel({ fidId }: { fidId: string }) {
  const status = useSecondFactor(fidId);
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" maw={520}>
        <Group gap="sm">
          <Title order={2} size="h4" id="second-factor-title">
            Second factor
          </Title>
          {status.data ? (
            <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light">
              {status.data.enabled ? 'On' : 'Off'}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          With a second factor, signing in also asks for the 6-digit code your authenticator app shows.
        </Text>
        {status.isPending ? <Skeleton height={36} width={160} /> : null}
        {status.isError ? <Alert color="red">{errorText(status.error, 'Failed to load data')}</Alert> : null}
        {status.data?.enabled ? <TurnOff fidId={fidId} /> : null}
        {status.data && !status.data.enabled ? (
          setup ? (
            <Confirm fidId={fidId} setup={setup} onDone={() => setSetup(null)} />
          ) : (
            <Start fidId={fidId} onStarted={setSetup} />
          )
        ) : null}
      </Stack>
    </Card>
  );
}

function Start({ fidId, onStarted }: { fidId: string; onStarted: (setup: SecondFactorSetup) => void }) {
  const start = useSetupSecondFactor(fidId);
  return (
    <Stack gap="xs" align="flex-start">
      {start.isError ? <Alert color="red">{errorText(start.error, 'Failed to load data')}</Alert> : null}
      <Button onClick={() => start.mutate(undefined, { onSuccess: onStarted })} loading={start.isPending}>
        Set up a second factor
      </Button>
    </Stack>
  );
}

function Confirm({ fidId, setup, onDone }: { fidId: string; setup: SecondFactorSetup; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmSecondFactor(fidId);
  const snackbar = useSnackbar();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setError('Code should be 6 digits.');
      return;
    }
    setError(null);
    confirm.mutate(code, {
      onSuccess: () => {
        onDone();
        void snackbar.success('Second factor is on. Signing in now asks for a code.');
      },
      onError: (err) => setError(errorText(err, 'Failed to update item')),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Confirm the second factor">
      <Stack gap="sm">
        <Text size="sm">1. Scan the code with your authenticator app, or type the key into it by hand.</Text>
        <Group align="flex-start" gap="lg">
          <QrCode value={setup.otpauth_url} label="QR code of the key for your authenticator app" />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Key
            </Text>
            <Code style={{ wordBreak: 'break-all' }}>{setup.secret}</Code>
          </Stack>
        </Group>
        <Text size="sm">2. Enter the 6-digit code the app shows now. The key is kept for 10 minutes.</Text>
        <TextInput
          label="Code from the app"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\s/g, ''))}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          maw={200}
          required
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            Turn on
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TurnOff({ fidId }: { fidId: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disable = useDisableSecondFactor(fidId);
  const snackbar = useSnackbar();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Current Password is required');
      return;
    }
    setError(null);
    disable.mutate(password, {
      onSuccess: () => {
        setPassword('');
        void snackbar.success('Second factor is off.');
      },
      onError: (err) => setError(errorText(err, 'Failed to update item')),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Turn off the second factor">
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current Password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error}
          autoComplete="current-password"
          required
        />
        <div>
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            Turn off
          </Button>
        </div>
      </Stack>
    </form>
  );
}
