export { EsignDialog, type EsignDialogProps, SIGN_FAILED } from './esign-dialog.tsx';
