import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#api/config.ts';
import { createCryptoBox, DecryptionError, keyIdOf, parseKey } from '#api/platform/crypto-box.ts';

const key = () => randomBytes(32);

describe('crypto box (AES-256-GCM envelopes)', () => {
  it('seals and opens; the envelope names its key and never holds the clear text', () => {
    const k = key();
    const box = createCryptoBox(k);
    const sealed = box.seal('123456789');
    expect(box.open(sealed).toString()).toBe('123456789');
    expect(sealed.toString('utf8')).not.toContain('123456789');
    expect(sealed.toString('latin1')).not.toContain('123456789');
    expect(sealed.subarray(4, 12).toString('hex')).toBe(keyIdOf(k));
    expect(box.keyId).toBe(keyIdOf(k));
    // A fresh iv each time: the same value never seals to the same bytes.
    expect(box.seal('123456789').equals(sealed)).toBe(false);
  });

  it('fails loudly with a wrong key, a changed byte or something that is not an envelope', () => {
    const sealed = createCryptoBox(key()).seal('secret');
    expect(() => createCryptoBox(key()).open(sealed)).toThrow(DecryptionError);
    const box = createCryptoBox(key());
    const mine = box.seal('secret');
    const tampered = Buffer.from(mine);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] as number) ^ 1;
    expect(() => box.open(tampered)).toThrow(/does not open/);
    expect(() => box.open(Buffer.from('plain text, not sealed'))).toThrow(DecryptionError);
  });

  it('rotates: new values seal with the new key, an old key id still opens', () => {
    const oldKey = key();
    const before = createCryptoBox(oldKey).seal('routing 021000021');
    const rotated = createCryptoBox(key(), [oldKey]);
    expect(rotated.open(before).toString()).toBe('routing 021000021');
    const after = rotated.seal('new');
    expect(after.subarray(4, 12).toString('hex')).toBe(rotated.keyId);
    expect(() => createCryptoBox(oldKey).open(after)).toThrow(DecryptionError);
  });

  it('reads keys as 64 hex digits or base64, and refuses other lengths', () => {
    const k = key();
    expect(parseKey(k.toString('hex')).equals(k)).toBe(true);
    expect(parseKey(k.toString('base64')).equals(k)).toBe(true);
    expect(() => parseKey('short')).toThrow(/32 bytes/);
  });
});

describe('DATA_ENCRYPTION_KEY configuration', () => {
  const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', DATA_DIR: '/tmp/x' };

  it('is required in production, except for a demo run', () => {
    const prod = { ...base, NODE_ENV: 'production', DEMO_DATA: 'false' };
    expect(() => loadConfig(prod)).toThrow(ConfigError);
    expect(() => loadConfig(prod)).toThrow(/DATA_ENCRYPTION_KEY: required in production/);
    const ok = loadConfig({ ...prod, DATA_ENCRYPTION_KEY: key().toString('hex') });
    expect(ok.DATA_ENCRYPTION_KEY).toHaveLength(64);
    // `npm start` on an empty data directory: demo data, a key derived under DATA_DIR.
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).DATA_ENCRYPTION_KEY).toBeUndefined();
  });

  it('refuses a malformed key or retired key; dev and test run without one', () => {
    expect(() => loadConfig({ ...base, DATA_ENCRYPTION_KEY: 'abc' })).toThrow(/32 bytes/);
    expect(() =>
      loadConfig({ ...base, DATA_ENCRYPTION_KEY: key().toString('hex'), DATA_ENCRYPTION_OLD_KEYS: 'nope' }),
    ).toThrow(ConfigError);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).DATA_ENCRYPTION_KEY).toBeUndefined();
  });
});
