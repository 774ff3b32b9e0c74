import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import type { CapParams } from '../api/cap-tables.ts';
import { type CsvTable, downloadCsv } from '../api/download.ts';

/** 'Download CSV' (or `label`) of one cap-table list (every reader may export what they can read). */
export function CsvButton({
  params,
  table,
  label = 'Download CSV',
}: {
  params: CapParams;
  table: CsvTable;
  label?: string;
}) {
  const snackbar = useSnackbar();
  const download = useMutation({
    mutationFn: () => downloadCsv(params, table),
    onError: (error) => void snackbar.error(errorText(error, 'The CSV could not be downloaded. Please try again.')),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {label}
    </Button>
  );
}
