export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { type ConfirmOptions, type UseConfirm, useConfirm } from './use-confirm.tsx';
