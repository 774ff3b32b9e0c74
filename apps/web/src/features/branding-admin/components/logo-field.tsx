import { ImageField } from '#web/components/inputs/image-field/index.ts';
import { type LogoUploader, uploadBrandingImage } from '../api/upload-branding-image.ts';

export interface LogoFieldProps {
  label: string;
  /** Spec 5 cropper minimum: logo 144 × 48, small logo 48 × 48. */
  kind: 'logo' | 'logo_small';
  tenantId: string;
  value: string | null;
  onChange: (url: string | null) => void;
  readOnly: boolean;
  error?: string | undefined;
  /** Empty means this; shown instead of "No logo" (a host inherits its tenant's). */
  emptyText?: string;
  upload?: LogoUploader;
}

/** A tenant's logo: the image field with the branding upload (PNG, JPEG or WebP, cropped). */
export function LogoField({ tenantId, upload = uploadBrandingImage, emptyText = 'No logo', ...field }: LogoFieldProps) {
  return <ImageField {...field} emptyText={emptyText} upload={(file) => upload(tenantId, file)} />;
}
