import type { FormResponse } from '@dl/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Uploader } from '#web/components/inputs/file-upload/index.ts';
import { clientErrors } from '../lib/client-errors.ts';
import { SAMPLE_TEMPLATE } from '../lib/sample-template.ts';
import { FormRenderer } from './form-renderer.tsx';
import { FormFileReaderContext, FormUploaderContext } from './widgets/uploader-context.ts';

/** The sample's "stored" files, kept in the page so their previews work without a login. */
const sampleFiles = new Map<string, File>();
const readSampleFile = async (id: string): Promise<Blob> => {
  const file = sampleFiles.get(id);
  if (!file) throw new Error('Not found');
  return file;
};

/** Uploads nothing: counts to 100 % and answers a made-up stored file, so the sample needs no login. */
const sampleUploader: Uploader = ({ file, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    let percent = 0;
    const timer = setInterval(() => {
      if (signal?.aborted) {
        clearInterval(timer);
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      percent += 25;
      onProgress?.(percent);
      if (percent < 100) return;
      clearInterval(timer);
      const id = crypto.randomUUID();
      sampleFiles.set(id, file);
      resolve({
        url: `/sample/${file.name}`,
        id,
        name: file.name,
        mime_type: file.type,
        size: file.size,
        sha256: '',
      });
    }, 150);
  });

/** The style guide's renderer: the sample template with every input type, checked like a submit. */
export function FormRendererExample() {
  const [value, setValue] = useState<FormResponse>({ template_version: SAMPLE_TEMPLATE.version, values: {} });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = () => setErrors(clientErrors(SAMPLE_TEMPLATE, value.values));
  const count = Object.keys(errors).length;
  return (
    <FormUploaderContext value={sampleUploader}>
      <FormFileReaderContext value={readSampleFile}>
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            Answer 'Yes' to 'Are you a US person?' to show the SSN field and the US documents section; the info icon
            next to them says why they show. Total and Income per unit are computed as you type.
          </Text>
          <FormRenderer template={SAMPLE_TEMPLATE} value={value} onChange={setValue} errors={errors} headingOrder={4} />
          <Group justify="flex-end" gap="sm">
            {count > 0 && (
              <Text size="sm" c="red.9" role="status">
                {count} {count === 1 ? 'answer needs' : 'answers need'} attention
              </Text>
            )}
            <Button variant="default" onClick={() => setErrors({})}>
              Clear messages
            </Button>
            <Button onClick={check}>Check answers</Button>
          </Group>
        </Stack>
      </FormFileReaderContext>
    </FormUploaderContext>
  );
}
