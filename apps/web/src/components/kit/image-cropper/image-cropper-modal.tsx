import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH, SMALL_SCREEN_QUERY } from '../shared/dialog-sizes.ts';
import { CropperBody } from './cropper-body.tsx';
import type { CropKind } from './crop-rules.ts';

export interface ImageCropperModalProps {
  opened: boolean;
  onClose: () => void;
  file: File | null;
  /** Which minimum of spec 5 applies: logo, logo_small, background, profile or default. */
  kind?: CropKind;
  /** Overrides the crop box shape (width / height). */
  aspect?: number;
  title?: string;
  /** The cropped image, or the original with Do not crop. The caller closes the modal. */
  onDone: (file: File) => void;
}

/** Spec 2 "Image cropper modal" with Crop and Do not crop, refusing images below the minimum. */
export function ImageCropperModal({
  opened,
  onClose,
  file,
  kind = 'default',
  aspect,
  title = 'Crop image',
  onDone,
}: ImageCropperModalProps) {
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={DIALOG_WIDTH.wide}
      fullScreen={isSmall}
      closeButtonProps={CLOSE_ICON_PROPS}
    >
      {file && <CropperBody file={file} kind={kind} aspect={aspect} onDone={onDone} height={isSmall ? 320 : 420} />}
    </Modal>
  );
}
