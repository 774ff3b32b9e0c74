import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM envelopes for data at rest (ADR 0020). An envelope is
 * `magic 'DLE1' (4) | key id (8) | iv (12) | tag (16) | ciphertext`: the key id names the key that
 * sealed it, so keys can rotate (new data is sealed with the current key, older envelopes open with
 * the retired keys still listed). A wrong or missing key, or a changed byte, fails loudly.
 */
const MAGIC = Buffer.from('DLE1', 'ascii');
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + IV_BYTES + TAG_BYTES;

export class DecryptionError extends Error {}

export interface CryptoBox {
  /** Hex id of the key new envelopes are sealed with. */
  readonly keyId: string;
  seal(plain: Buffer | string): Buffer;
  /** Opens an envelope sealed by the current or a retired key; throws DecryptionError otherwise. */
  open(envelope: Buffer): Buffer;
}

/** A 32-byte key written as 64 hex digits or as base64 / base64url. */
export function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new Error('a data encryption key is 32 bytes, written in hex (64 digits) or base64');
  return key;
}

/** The key's id: the first 8 bytes of SHA-256 over it (names the key, reveals nothing of it). */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('dl-data-key-id').update(key).digest().subarray(0, KEY_ID_BYTES).toString('hex');
}

/** A stable key derived from secret material (dev and test only: see the forms module's key loading). */
export function deriveKey(material: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, Buffer.from('digital-locker'), Buffer.from(label), 32));
}

export function createCryptoBox(current: Buffer, retired: readonly Buffer[] = []): CryptoBox {
  if (current.length !== 32) throw new Error('the data encryption key must be 32 bytes');
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...retired]) keys.set(keyIdOf(key), key);
  const keyId = keyIdOf(current);
  return {
    keyId,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([
        cipher.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain),
        cipher.final(),
      ]);
      return Buffer.concat([MAGIC, Buffer.from(keyId, 'hex'), iv, cipher.getAuthTag(), body]);
    },
    open(envelope) {
      if (envelope.length < HEADER_BYTES || !envelope.subarray(0, MAGIC.length).equals(MAGIC)) {
        throw new DecryptionError('not an encrypted envelope');
      }
      const idAt = MAGIC.length;
      const ivAt = idAt + KEY_ID_BYTES;
      const tagAt = ivAt + IV_BYTES;
      const id = envelope.subarray(idAt, ivAt).toString('hex');
      const key = keys.get(id);
      if (!key) throw new DecryptionError(`no key with id ${id} to decrypt with`);
      const iv = envelope.subarray(ivAt, tagAt);
      const tag = envelope.subarray(tagAt, HEADER_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(envelope.subarray(HEADER_BYTES)), decipher.final()]);
      } catch {
        throw new DecryptionError(`the envelope does not open with key ${id}`);
      }
    },
  };
}
