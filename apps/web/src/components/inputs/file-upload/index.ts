export { acceptFor, fileProblem, type MessageSide } from './file-checks.ts';
export { FileUploadInput, type FileUploadInputProps, UPLOAD_FAILED } from './file-upload-input.tsx';
export { type Uploader, type UploadRequest, uploadStaticAsset, uploadToPath } from './upload-static-asset.ts';
export { useTrackedUploader } from './use-tracked-uploader.ts';
