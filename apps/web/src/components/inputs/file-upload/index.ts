export { acceptFor, fileProblem, type MessageSide } from './file-checks.ts';
export { FileUploadInput, type FileUploadInputProps, UPLOAD_FAILED } from './file-upload-input.tsx';
export {
  type MultipartUpload,
  type Uploader,
  type UploadRequest,
  uploadMultipart,
  uploadStaticAsset,
  uploadToPath,
} from './upload-static-asset.ts';
export { useTrackedUploader } from './use-tracked-uploader.ts';
