import { MASK_PREFIX } from '@dl/contracts';
import { type FormTemplate, sensitiveKeys } from '@dl/domain';
import type { CryptoBox } from '#api/platform/crypto-box.ts';

export type Secrets = Record<string, string>;

/** '•••• 1234': the last 4 characters only, and nothing when the value is that short. */
function mask(value: string): string {
  return value.length > 4 ? `${MASK_PREFIX}${value.slice(-4)}` : MASK_PREFIX.trim();
}

function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(MASK_PREFIX.trim());
}

export function openSecrets(box: CryptoBox, sealed: Buffer | null): Secrets {
  return sealed ? (JSON.parse(box.open(sealed).toString('utf8')) as Secrets) : {};
}

export function sealSecrets(box: CryptoBox, secrets: Secrets): Buffer | null {
  return Object.keys(secrets).length ? box.seal(JSON.stringify(secrets)) : null;
}

/**
 * The answers as the client means them: a masked value sent back unchanged stands for the stored
 * secret (a masked value with no stored secret behind it is dropped).
 */
export function unmask(template: FormTemplate, values: Record<string, unknown>, stored: Secrets) {
  const out: Record<string, unknown> = { ...values };
  for (const key of sensitiveKeys(template)) {
    if (!isMasked(out[key])) continue;
    if (stored[key] !== undefined) out[key] = stored[key];
    else delete out[key];
  }
  return out;
}

/** Splits answers into the clear ones (stored as jsonb) and the sensitive ones (sealed). */
export function splitSensitive(template: FormTemplate, values: Record<string, unknown>) {
  const clear: Record<string, unknown> = { ...values };
  const secrets: Secrets = {};
  for (const key of sensitiveKeys(template)) {
    const value = clear[key];
    delete clear[key];
    if (value === undefined || value === null || value === '') continue;
    secrets[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return { clear, secrets };
}

/** The answers to show: clear ones plus the sensitive ones masked, and which keys are masked. */
export function maskedValues(clear: Record<string, unknown>, secrets: Secrets) {
  const values: Record<string, unknown> = { ...clear };
  const masked: string[] = [];
  for (const [key, value] of Object.entries(secrets)) {
    values[key] = mask(value);
    masked.push(key);
  }
  return { values, masked: masked.sort() };
}
