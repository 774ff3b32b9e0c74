import type { PlatformContext } from '#api/lib/context.ts';
import { loadPlatformCertificate } from '#api/platform/platform-certificate.ts';
import type { PlatformCertificate } from '#api/platform/signing/index.ts';

export interface ClosingBinderState {
  /** The platform certificate that signs and checks binder manifests, opened once per app. */
  certificate(): Promise<PlatformCertificate>;
}

export function createClosingBinder(ctx: PlatformContext): ClosingBinderState {
  let certificate: Promise<PlatformCertificate> | null = null;
  return {
    certificate() {
      // A failed load is not kept: the next download tries again.
      certificate ??= loadPlatformCertificate(ctx.config.DATA_DIR).catch((err) => {
        certificate = null;
        throw err;
      });
      return certificate;
    },
  };
}

declare module '#api/lib/context.ts' {
  interface ModuleState {
    closingBinder: ClosingBinderState;
  }
}
