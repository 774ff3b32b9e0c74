import path from 'node:path';
import { type CertificateSubject, loadOrCreatePlatformCertificate, type PlatformCertificate } from './signing/index.ts';

/** Where the platform's signing identity lives: DATA_DIR/signing (ARCHITECTURE.md "Signing"). */
function platformCertificateDir(dataDir: string): string {
  return path.join(dataDir, 'signing');
}

const PLATFORM_CERTIFICATE_SUBJECT: CertificateSubject = {
  commonName: 'Digital Locker Document Signing',
  organization: 'Digital Locker',
};

/** The platform certificate of this data directory, created on first use and kept. */
export function loadPlatformCertificate(dataDir: string): Promise<PlatformCertificate> {
  return loadOrCreatePlatformCertificate(platformCertificateDir(dataDir), PLATFORM_CERTIFICATE_SUBJECT);
}
