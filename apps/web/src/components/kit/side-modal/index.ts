export { SideModal, type SideModalProps, type SideModalTriggerProps } from './side-modal.tsx';
