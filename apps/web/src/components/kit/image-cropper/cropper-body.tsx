import { CROP_MINIMUMS } from '@dl/domain';
import { Alert, Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
import { useObjectUrl } from '../file-preview/use-object-url.ts';
import { cropImage } from './crop-image.ts';
import { type CropKind, cropAspect, isBelowMinimum, maxZoomFor, type Size, tooSmallMessage } from './crop-rules.ts';

export interface CropperBodyProps {
  file: File;
  kind: CropKind;
  aspect?: number;
  onDone: (file: File) => void;
  height: number;
}

const minimumText = ({ width, height }: Size) => (height > 0 ? `${width} × ${height} px` : `${width} px wide`);

export function CropperBody({ file, kind, aspect: aspectOverride, onDone, height }: CropperBodyProps) {
  const url = useObjectUrl(file);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const minimum = CROP_MINIMUMS[kind];
  const aspect = aspectOverride ?? cropAspect(kind);
  const refused = natural !== null && isBelowMinimum(natural, minimum);
  const maxZoom = natural ? maxZoomFor(natural, aspect, minimum) : 1;

  const onLoaded = (media: MediaSize) => setNatural({ width: media.naturalWidth, height: media.naturalHeight });
  const cropSelection = async () => {
    if (!url || !area) return;
    setBusy(true);
    setError(null);
    try {
      onDone(await cropImage(url, area, file));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The image could not be cropped.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Box
        pos="relative"
        h={height}
        bg="dark.7"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        {url && (
          <Cropper
            image={url}
            crop={crop}
            zoom={zoom}
            maxZoom={maxZoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            onMediaLoaded={onLoaded}
            mediaProps={{ alt: `Image to crop: ${file.name}` }}
            cropperProps={{ role: 'group', 'aria-label': 'Crop area. Arrow keys move the image.' }}
          />
        )}
      </Box>
      <Box>
        <Text size="sm" fw={500} mb={4}>
          Zoom
        </Text>
        <Slider
          value={zoom}
          onChange={setZoom}
          min={1}
          max={maxZoom}
          step={0.01}
          thumbLabel="Zoom"
          label={(value) => `${value.toFixed(1)}×`}
          disabled={refused || !natural}
        />
      </Box>
      <Text size="sm" c="dimmed">
        Minimum size: {minimumText(minimum)}
      </Text>
      {(refused || error) && natural && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {refused ? tooSmallMessage(natural, minimum) : error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDone(file)} disabled={refused || !natural || busy}>
          Do not crop
        </Button>
        <Button onClick={cropSelection} disabled={refused || !area} loading={busy}>
          Crop
        </Button>
      </Group>
    </Stack>
  );
}
