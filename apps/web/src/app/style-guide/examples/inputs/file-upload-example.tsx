import { SimpleGrid } from '@mantine/core';
import { FileUploadInput } from '#web/components/inputs/file-upload/index.ts';

/** Uploads for real when logged in; otherwise the upload fails with the spec's message. */
export function FileUploadExample() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <FileUploadInput label="Subscription agreement" group="document" />
      <FileUploadInput label="Company logo" group="image" side="investor" />
    </SimpleGrid>
  );
}
