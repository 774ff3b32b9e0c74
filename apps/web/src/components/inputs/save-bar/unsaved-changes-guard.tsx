import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '#web/components/kit/confirm-dialog/index.ts';

const LEAVE_TITLE = 'Leave without saving?';

export interface UnsavedChangesGuardProps {
  when: boolean;
  /** What would be lost, e.g. 'Your changes to this branding are not saved and will be lost.' */
  message: string;
}

/** While `when`, leaving the page (a link, Back, closing the tab) asks first. */
export function UnsavedChangesGuard({ when, message }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(when);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={LEAVE_TITLE}
      message={message}
      confirmLabel="Leave"
      cancelLabel="Stay"
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
