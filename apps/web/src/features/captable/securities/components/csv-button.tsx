import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { type CsvTable, useCsvDownload } from '../api/download.ts';
import type { CapParams } from '../api/keys.ts';

const WORDS: Record<CsvTable, string> = {
  summary: 'Summary',
  stakeholders: 'Stakeholders',
  securities: 'Securities',
  ledger: 'Ledger',
};

/** 'Download ... CSV' of one of the cap table's exports. */
export function CsvButton({ params, table }: { params: CapParams | null; table: CsvTable }) {
  const download = useCsvDownload(params);
  const snackbar = useSnackbar();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      disabled={!params}
      onClick={() =>
        download.mutate(table, {
          onError: (error) => void snackbar.error(errorText(error, 'The file could not be downloaded.')),
        })
      }
    >
      {WORDS[table]} CSV
    </Button>
  );
}
