import { type ReactElement, type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

export interface UseConfirm {
  /** Opens the dialog; resolves true on confirm, false on cancel or close. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render this once in the calling component. */
  dialog: ReactElement;
}

/** Promise-style confirm: `if (await confirm({...})) remove()`. */
export function useConfirm(): UseConfirm {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [opened, setOpened] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const settle = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpened(false);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    // A second request while one is open answers the first with "no".
    resolver.current?.(false);
    setOptions(next);
    setOpened(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <ConfirmDialog
      opened={opened}
      title={options?.title ?? ''}
      message={options?.message ?? ''}
      confirmLabel={options?.confirmLabel}
      cancelLabel={options?.cancelLabel}
      danger={options?.danger}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { confirm, dialog };
}
