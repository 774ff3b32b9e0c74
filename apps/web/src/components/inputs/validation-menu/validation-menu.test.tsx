import { includeANumber, max, required } from '@dl/domain';
import { PasswordInput } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { passwordChecks, ruleChecks } from './rule-checks.ts';
import { ValidationMessageList } from './validation-message-list.tsx';
import { ValidationMessageMenu } from './validation-message-menu.tsx';

function PasswordField() {
  const [password, setPassword] = useState('');
  return (
    <ValidationMessageMenu checks={passwordChecks(password)}>
      <PasswordInput label="New password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
    </ValidationMessageMenu>
  );
}

describe('rule checks', () => {
  it('lists every password rule with its state', () => {
    expect(passwordChecks('abc')).toEqual([
      { message: 'should be at least 8 characters', passed: false },
      { message: 'should include at least 1 number', passed: false },
      { message: 'should include at least 1 special character', passed: false },
      { message: 'at least 1 upper case', passed: false },
      { message: 'at least 1 lower case', passed: true },
    ]);
    expect(passwordChecks('Demo!2345').every((c) => c.passed)).toBe(true);
    expect(passwordChecks(`Aa1!${'x'.repeat(130)}`).at(-1)).toEqual({
      message: 'should be at most 128 characters',
      passed: false,
    });
  });

  it('checks labelled spec 5 rules', () => {
    const rules = [
      { rule: required, message: 'Ticker is required' },
      { rule: max(5), message: 'should be at most 5 characters' },
      { rule: includeANumber, message: 'should include at least 1 number' },
    ];
    expect(ruleChecks('ACME12', 'Ticker', rules).map((c) => c.passed)).toEqual([true, false, true]);
  });
});

describe('ValidationMessageList', () => {
  it('marks each rule as met or not', () => {
    renderWithRouter(<ValidationMessageList checks={passwordChecks('abcdefgh')} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Met: should be at least 8 characters');
    expect(items[1]).toHaveTextContent('Not met: should include at least 1 number');
  });

  it("says 'Looks good!' when every rule passes", () => {
    renderWithRouter(<ValidationMessageList checks={passwordChecks('Demo!2345')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Looks good!');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('ValidationMessageMenu', () => {
  it('opens under the focused field and follows the typing', async () => {
    renderWithRouter(<PasswordField />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('New password');
    await user.click(input);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
    const menu = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(menu).toBeVisible();
    expect(within(menu as HTMLElement).getAllByRole('listitem')).toHaveLength(5);

    await user.type(input, 'Demo!2345');
    expect(await screen.findByText('Looks good!')).toBeVisible();
  });
});
