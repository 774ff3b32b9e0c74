import { type AddressInput, addressSchema, phoneSchema } from '@dl/contracts';
import { fieldErrors } from '#web/lib/field-errors.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** Spec 5: an address requires line1, country, city and postal (the API's own schema and messages). */
export function addressErrors(address: AddressInput): FieldErrors {
  return fieldErrors(addressSchema.safeParse(address));
}

/** Spec 5 phone entry: a valid number for its country (the API's own schema and messages). */
export function phoneErrors(phone: { type: string; country: string; number: string }): FieldErrors {
  return fieldErrors(phoneSchema.safeParse(phone));
}
