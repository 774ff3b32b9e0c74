import { PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { passwordChecks, ValidationMessageMenu } from '#web/components/inputs/validation-menu/index.ts';

export function ValidationExample() {
  const [password, setPassword] = useState('');
  return (
    <Stack maw={360}>
      <ValidationMessageMenu checks={passwordChecks(password)}>
        <PasswordInput
          label="New password"
          description="Focus the field to see its rules"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      </ValidationMessageMenu>
    </Stack>
  );
}
