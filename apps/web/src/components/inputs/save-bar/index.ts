export { SaveBar, type SaveBarProps } from './save-bar.tsx';
export { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './unsaved-changes-guard.tsx';
