/**
 * Readers of the free-form `details` JSON of issuers and opportunities (spec 3): a value of the
 * wrong type reads as absent, never as a wrong value.
 */
export type Obj = Record<string, unknown>;

export const obj = (value: unknown): Obj =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};

/** A non-empty text, else null. */
export const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A whole number given as a number or as digits, else null. */
export const int = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/** A text or a list of texts, as a list (spec 3: common_sector and common_industry are multi). */
export const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
};
