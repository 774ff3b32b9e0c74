import { buildPath, certificateRoute } from '@dl/contracts';
import { useMutation } from '@tanstack/react-query';
import { type CapParams, downloadWithBearer } from '#web/features/captable/core/index.ts';

/** GET .../securities/{id}/certificate: the share certificate PDF. */
export function useCertificateDownload(p: CapParams, securityId: string) {
  return useMutation({
    mutationFn: () =>
      downloadWithBearer(
        buildPath(certificateRoute.url, { ...p, securityId }),
        'application/pdf',
        `certificate-${securityId}.pdf`,
      ),
  });
}
