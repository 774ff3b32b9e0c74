/**
 * Password rules built from the validation rules of spec 5 (min, includeANumber, includeASymbol,
 * includeAUpperCase, includeALowerCase), with their exact messages.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The listed set of special characters for includeASymbol. */
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';

export const VALIDATION_MESSAGES = {
  required: (field: string) => `${field} is required`,
  confirmed: (field: string) => `${field} does not match`,
  min: (n: number) => `should be at least ${n} characters`,
  max: (n: number) => `should be at most ${n} characters`,
  includeANumber: 'should include at least 1 number',
  includeASymbol: 'should include at least 1 special character',
  includeAUpperCase: 'at least 1 upper case',
  includeALowerCase: 'at least 1 lower case',
} as const;

/** Returns the messages of every rule the password breaks, in a stable order; empty when valid. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(VALIDATION_MESSAGES.min(PASSWORD_MIN_LENGTH));
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(VALIDATION_MESSAGES.max(PASSWORD_MAX_LENGTH));
  if (!/[0-9]/.test(password)) problems.push(VALIDATION_MESSAGES.includeANumber);
  if (![...password].some((c) => PASSWORD_SYMBOLS.includes(c))) problems.push(VALIDATION_MESSAGES.includeASymbol);
  if (!/[A-Z]/.test(password)) problems.push(VALIDATION_MESSAGES.includeAUpperCase);
  if (!/[a-z]/.test(password)) problems.push(VALIDATION_MESSAGES.includeALowerCase);
  return problems;
}
