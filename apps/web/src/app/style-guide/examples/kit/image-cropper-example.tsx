import { CROP_MINIMUMS, formatFileSize } from '@dl/domain';
import { Button, FileButton, Group, Image, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useObjectUrl } from '#web/components/kit/file-preview/index.ts';
import { type CropKind, ImageCropperModal } from '#web/components/kit/image-cropper/index.ts';
import { sampleImageFile } from './sample-files.ts';

const KINDS: { value: CropKind; label: string }[] = [
  { value: 'default', label: 'Default (200 × 200)' },
  { value: 'logo', label: 'Logo (144 × 48)' },
  { value: 'logo_small', label: 'Small logo (48 × 48)' },
  { value: 'background', label: 'Background (1200 × 600)' },
  { value: 'profile', label: 'Profile image (144 wide)' },
];

function CroppedResult({ file }: { file: File }) {
  const url = useObjectUrl(file);
  const [size, setSize] = useState<string | null>(null);
  return (
    <Group align="flex-start" gap="md">
      {url && (
        <Image
          src={url}
          alt={`Result: ${file.name}`}
          h={96}
          w="auto"
          fit="contain"
          radius="sm"
          onLoad={(e) => setSize(`${e.currentTarget.naturalWidth} × ${e.currentTarget.naturalHeight} px`)}
        />
      )}
      <Text size="sm">
        {file.name}
        <br />
        {[size, formatFileSize(file.size)].filter(Boolean).join(', ')}
      </Text>
    </Group>
  );
}

export function ImageCropperExample() {
  const [kind, setKind] = useState<CropKind>('default');
  const [source, setSource] = useState<File | null>(null);
  const [opened, setOpened] = useState(false);
  const [result, setResult] = useState<File | null>(null);
  const open = (file: File | null) => {
    if (!file) return;
    setSource(file);
    setOpened(true);
  };
  const minimum = CROP_MINIMUMS[kind];
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <NativeSelect
          label="Image kind"
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as CropKind)}
          data={KINDS}
        />
        <FileButton onChange={open} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} leftSection={<IconPhotoUp size={16} aria-hidden />}>
              Choose an image
            </Button>
          )}
        </FileButton>
        <Button variant="default" onClick={async () => open(await sampleImageFile(1600, 900, 'skyline.png'))}>
          Use a sample photo
        </Button>
        <Button
          variant="default"
          onClick={async () =>
            open(await sampleImageFile(Math.max(40, minimum.width - 40), Math.max(30, minimum.height - 20), 'tiny.png'))
          }
        >
          Try a too-small image
        </Button>
      </Group>
      {result ? (
        <CroppedResult file={result} />
      ) : (
        <Text size="sm" c="dimmed">
          No image cropped yet.
        </Text>
      )}
      <ImageCropperModal
        opened={opened}
        file={source}
        kind={kind}
        onClose={() => setOpened(false)}
        onDone={(file) => {
          setResult(file);
          setOpened(false);
        }}
      />
    </Stack>
  );
}
