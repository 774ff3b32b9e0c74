import type { RegisterBody } from '@dl/contracts';
import { passwordProblems, VALIDATION_MESSAGES } from '@dl/domain';

/**
 * Field messages of the register form (spec 5): required, the password policy of the domain, and
 * 'does not match' for the confirmation. Empty when the body is acceptable.
 */
export function registerProblems(body: RegisterBody): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!body.first_name.trim()) errors.first_name = VALIDATION_MESSAGES.required('First name');
  if (!body.last_name.trim()) errors.last_name = VALIDATION_MESSAGES.required('Last name');
  if (!body.password) errors.password = VALIDATION_MESSAGES.required('Password');
  else {
    const problems = passwordProblems(body.password);
    if (problems.length) errors.password = `Password ${problems.join(', ')}`;
  }
  if (!body.confirm) errors.confirm = VALIDATION_MESSAGES.required('Confirm password');
  else if (body.confirm !== body.password) errors.confirm = VALIDATION_MESSAGES.confirmed('Password');
  return errors;
}

/** A refused registration with its field messages (answered 400 with `errors`). */
export class RegisterValidationError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? 'Invalid request');
    this.name = 'RegisterValidationError';
  }
}
