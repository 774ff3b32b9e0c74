import { createContext, useContext } from 'react';
import { type Uploader, uploadStaticAsset } from '../../../../components/inputs/file-upload/index.ts';

/** The upload call of file fields: `POST /fid/:fid/static-assets`; tests and the style guide give their own. */
export const FormUploaderContext = createContext<Uploader>(uploadStaticAsset);

export const useFormUploader = () => useContext(FormUploaderContext);
