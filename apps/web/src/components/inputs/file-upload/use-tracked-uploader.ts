import { useCallback, useState } from 'react';
import { type Uploader, uploadStaticAsset } from './upload-static-asset.ts';

/**
 * An uploader that counts the files it is sending: a form holds its save or submit while `uploading`,
 * so an answer is never sent without a file the person already picked. Hand `uploader` to the fields.
 */
export function useTrackedUploader(upload: Uploader = uploadStaticAsset): { uploader: Uploader; uploading: boolean } {
  const [inFlight, setInFlight] = useState(0);
  const uploader = useCallback<Uploader>(
    async (request) => {
      setInFlight((n) => n + 1);
      try {
        return await upload(request);
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [upload],
  );
  return { uploader, uploading: inFlight > 0 };
}
