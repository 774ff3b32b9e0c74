import { Button } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { goToUrl } from '#web/lib/go-to-url.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { requestCapTableHandoff } from '../api/holders-api.ts';

/**
 * The investor's 'View cap table' (issue 5 item 7): asks for a one-minute, single-use hand-off token
 * and follows its address into the cap-table portal's holder view.
 */
export function ViewCapTableButton({ fidId }: { fidId: string }) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const handoff = useMutation({
    mutationFn: () => requestCapTableHandoff(fidId),
    onSuccess: (url) => goToUrl(url, (path) => void navigate(path)),
    onError: (error) => void snackbar.error(errorText(error, 'The cap table could not be opened. Please try again.')),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconTable size={16} aria-hidden />}
      loading={handoff.isPending}
      onClick={() => handoff.mutate()}
    >
      View cap table
    </Button>
  );
}
