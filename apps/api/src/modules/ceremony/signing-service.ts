import { SIGNING_SUBJECT_KINDS } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import { loadPlatformCertificate } from '#api/platform/platform-certificate.ts';
import type { PlatformCertificate } from '#api/platform/signing/index.ts';
import type { SigningSubjectAdapter, SubjectAdapters } from './subject-adapter.ts';

/** The ceremony's wiring: the app context, one adapter per subject kind, the platform certificate. */
export interface Signing {
  ctx: AppContext;
  adapters: SubjectAdapters;
  certificate(): Promise<PlatformCertificate>;
}

export function createSigning(ctx: AppContext, adapters: readonly SigningSubjectAdapter[]): Signing {
  const byKind = Object.fromEntries(adapters.map((a) => [a.kind, a])) as SubjectAdapters;
  for (const kind of SIGNING_SUBJECT_KINDS) {
    if (!byKind[kind]) throw new Error(`no signing adapter for ${kind}`);
  }
  let certificate: Promise<PlatformCertificate> | null = null;
  return {
    ctx,
    adapters: byKind,
    certificate() {
      // Generated once under DATA_DIR/signing and kept: the fingerprint on earlier certificate pages
      // must stay checkable after a restart.
      certificate ??= loadPlatformCertificate(ctx.config.DATA_DIR).catch((err) => {
        certificate = null;
        throw err;
      });
      return certificate;
    },
  };
}
