/**
 * Texts the engine adds to spec 5's table (`validation/messages.ts`). The spec gives none for these
 * cases; they follow the table's style.
 */
export const ENGINE_MESSAGES = {
  /** A value of the wrong shape, or an option the field does not offer. */
  invalid: (f: string) => `${f} is invalid.`,
  unknownField: (key: string) => `${key} is not a field of this form`,
  /** A display-only field (static_text, static_modal) was given an answer. */
  noAnswer: (f: string) => `${f} takes no answer`,
  unknownVersion: (v: unknown) => `Version ${String(v)} of this form is not known`,
} as const;

/** Spec 5: an address requires line1, country, city and postal; these are their labels. */
export const ADDRESS_PARTS = {
  line1: 'Address line 1',
  line2: 'Address line 2',
  line3: 'Address line 3',
  city: 'City',
  province: 'Province',
  postal: 'Postal code',
  country: 'Country',
} as const;
export const REQUIRED_ADDRESS_PARTS = ['line1', 'country', 'city', 'postal'] as const;

/** Labels of a timeline entry's parts. */
export const TIMELINE_PARTS = { date: 'Date', description: 'Description' } as const;

/** Spec 5: currency digits allowed unless the field says otherwise; phone entry max length. */
export const CURRENCY_MAX_LENGTH = 20;
export const PHONE_MAX_LENGTH = 25;
