import { passwordProblems, VALIDATION_MESSAGES } from '@dl/domain';

/** A new password against the shared policy (spec 5): true, or every broken rule, one per line. */
export function checkNewPassword(value: string): true | string {
  if (!value) return VALIDATION_MESSAGES.required('Password');
  const problems = passwordProblems(value);
  return problems.length === 0 || problems.join('\n');
}

/**
 * A password error as one line per broken rule: the browser's check gives them a line each, the
 * server's field message lists them after 'Password ' separated by commas. The field error is a <p>:
 * block spans keep it valid markup.
 */
export function PasswordProblemList({ text }: { text: string }) {
  return text
    .replace(/^Password /, '')
    .split(/\n|, /)
    .map((line) => (
      <span key={line} style={{ display: 'block' }}>
        {line}
      </span>
    ));
}
