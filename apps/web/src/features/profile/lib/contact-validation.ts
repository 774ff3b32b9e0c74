import { type AddressInput, addressSchema, phoneSchema } from '@dl/contracts';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a zod result, keyed by the field's path ('line1', 'number'). */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: FieldErrors = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Spec 5: an address requires line1, country, city and postal (the API's own schema and messages). */
export function addressErrors(address: AddressInput): FieldErrors {
  return errorsOf(addressSchema.safeParse(address));
}

/** Spec 5 phone entry: a valid number for its country (the API's own schema and messages). */
export function phoneErrors(phone: { type: string; country: string; number: string }): FieldErrors {
  return errorsOf(phoneSchema.safeParse(phone));
}
