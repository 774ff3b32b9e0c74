export { cropImage } from './crop-image.ts';
export { type CropKind, cropAspect, isBelowMinimum, maxZoomFor, tooSmallMessage } from './crop-rules.ts';
export { ImageCropperModal, type ImageCropperModalProps } from './image-cropper-modal.tsx';
