import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { FilePreviewModal, type PreviewFile } from '#web/components/kit/file-preview/index.ts';
import { sampleLogoSvg, samplePdf } from './sample-files.ts';

function withSize(name: string, blob: Blob): PreviewFile {
  return { name, blob, size: blob.size, type: blob.type };
}

const SAMPLES = {
  image: () => withSize('northwind-logo.svg', sampleLogoSvg()),
  pdf: () => withSize('Helios Solar Fund II - Term Sheet.pdf', samplePdf('Helios Solar Fund II - Term Sheet')),
  sheet: () =>
    withSize(
      'Cap table March 2026.xlsx',
      new Blob(['sample'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    ),
};

export function FilePreviewExample() {
  const [file, setShown] = useState<PreviewFile | null>(null);
  const [opened, setOpened] = useState(false);
  const setFile = (next: PreviewFile) => {
    setShown(next);
    setOpened(true);
  };
  return (
    <>
      <Group>
        <Button
          variant="default"
          leftSection={<IconPhoto size={16} aria-hidden />}
          onClick={() => setFile(SAMPLES.image())}
        >
          Preview an image
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          onClick={() => setFile(SAMPLES.pdf())}
        >
          Preview a PDF
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => setFile(SAMPLES.sheet())}
        >
          Preview a spreadsheet
        </Button>
      </Group>
      <FilePreviewModal opened={opened} file={file} onClose={() => setOpened(false)} />
    </>
  );
}
