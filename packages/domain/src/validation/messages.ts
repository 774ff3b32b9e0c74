/** The messages of spec 5's validation table, word for word. `f` is the field's label. */
export const MESSAGES = {
  required: (f: string) => `${f} is required`,
  confirmed: (f: string) => `${f} does not match`,
  regex: (f: string, pattern: string) => `${f} is invalid. ${pattern}`,
  length: (f: string, n: number) => `${f} should be length of ${n}`,
  max: (n: number) => `should be at most ${n} characters`,
  min: (n: number) => `should be at least ${n} characters`,
  min_value: (n: number) => `should be equals to or higher than ${n}`,
  max_value: (n: number) => `should be less than ${n}`,
  // The spec names less_than_ref and is_after_ref without texts; these follow the table's style.
  less_than_ref: (f: string, ref: string) => `${f} should be less than ${ref}`,
  is_after_ref: (f: string, ref: string) => `${f} should be after ${ref}`,
  valid_regex: (f: string) => `${f} is not valid RegExp`,
  notOneOf: (f: string) => `${f} should be unique`,
  includeANumber: 'should include at least 1 number',
  includeASymbol: 'should include at least 1 special character',
  includeAUpperCase: 'at least 1 upper case',
  includeALowerCase: 'at least 1 lower case',
  isPhoneNumber: (f: string) => `${f} is not valid phone number`,
  url: (f: string) => `${f} is not url`,
  isDateStandard: (f: string) => `${f} should be MM/DD/YYYY`,
  noNumbers: 'should not include any numbers',
  noSymbols: 'should not include any special characters',
  isSSN: (f: string) => `${f} is not valid SSN`,
  numberOnly: 'should be numbers only.',
  // The spec gives "format check" for email without a text; this follows the table's style.
  email: (f: string) => `${f} is not valid email`,
} as const;

/** Shown by the validation-message menu when every rule passes. */
export const LOOKS_GOOD = 'Looks good!';
