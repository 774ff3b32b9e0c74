import type { Config } from '#api/config.ts';
import { type CryptoBox, createCryptoBox, deriveKey, parseKey } from '#api/platform/crypto-box.ts';
import { loadPlatformCertificate } from '#api/platform/platform-certificate.ts';
import type { PlatformCertificate } from '#api/platform/signing/index.ts';

/**
 * The development / test data key: derived from the platform signing identity kept in DATA_DIR
 * (created once and kept, like the other generated secrets), so the API and the demo seed (which
 * receives that identity) seal and open with the same key without any key in the repository.
 * Production refuses to start without DATA_ENCRYPTION_KEY (config.ts).
 */
export function devDataKey(certificate: PlatformCertificate): Buffer {
  return deriveKey(Buffer.concat([certificate.p12, Buffer.from(certificate.passphrase)]), 'dl-data-encryption/dev');
}

const boxes = new WeakMap<Config, Promise<CryptoBox>>();

async function load(config: Config): Promise<CryptoBox> {
  const retired = (config.DATA_ENCRYPTION_OLD_KEYS ?? '')
    .split(',')
    .filter((k) => k.trim())
    .map(parseKey);
  if (!config.DATA_ENCRYPTION_KEY) {
    return createCryptoBox(devDataKey(await loadPlatformCertificate(config.DATA_DIR)), retired);
  }
  // With demo data on, the demo's values (sealed by the seed with the derived key) still open.
  const demo = config.DEMO_DATA ? [devDataKey(await loadPlatformCertificate(config.DATA_DIR))] : [];
  return createCryptoBox(parseKey(config.DATA_ENCRYPTION_KEY), [...retired, ...demo]);
}

/** The app's data box, made once per configuration. */
export function dataBoxOf(config: Config): Promise<CryptoBox> {
  let box = boxes.get(config);
  if (!box) {
    box = load(config);
    boxes.set(config, box);
  }
  return box;
}
