import type { DealDetail } from '@dl/contracts';
import { Button } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useDownloadClosingBinder } from '../api/closing-binder.ts';

const DOWNLOAD_FAILED = 'Failed to download the closing binder';

/**
 * "Download closing binder" (issue 15 point 10): the signed documents, KYC record, payment events
 * and audit excerpt of an executed deal in one signed ZIP. Shown only for an executed deal, to the
 * roles allowed `binders.download` (ADR 0026).
 */
export function ClosingBinderButton({ fidId, deal }: { fidId: string; deal: Pick<DealDetail, 'id' | 'status'> }) {
  const allowed = useCan('binders.download');
  const download = useDownloadClosingBinder(fidId, deal.id);
  const snackbar = useSnackbar();
  if (!allowed || deal.status !== 'DEAL_EXECUTED') return null;
  return (
    <Button
      variant="default"
      // Its own width in the page's column, not stretched across it.
      style={{ alignSelf: 'flex-start' }}
      leftSection={<IconFileZip size={18} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(undefined, { onError: (error) => void snackbar.error(errorText(error, DOWNLOAD_FAILED)) })
      }
    >
      Download closing binder
    </Button>
  );
}
