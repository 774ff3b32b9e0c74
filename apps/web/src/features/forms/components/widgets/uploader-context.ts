import { createContext, useContext } from 'react';
import { type Uploader, uploadStaticAsset } from '#web/components/inputs/file-upload/index.ts';
import { type StoredFileReader, readStoredFile } from '#web/features/forms/api/read-stored-file.ts';

/** The upload call of file fields: `POST /fid/:fid/static-assets`; tests and the style guide give their own. */
export const FormUploaderContext = createContext<Uploader>(uploadStaticAsset);

export const useFormUploader = () => useContext(FormUploaderContext);

/** How a stored file is read for its preview; the style guide keeps its sample files in memory. */
export const FormFileReaderContext = createContext<StoredFileReader>(readStoredFile);

export const useFormFileReader = () => useContext(FormFileReaderContext);
