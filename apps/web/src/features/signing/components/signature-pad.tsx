import { Box, Button, Group, Text } from '@mantine/core';
import { type PointerEvent, useEffect, useRef } from 'react';

export interface SignaturePadProps {
  /** Told the PNG (a data URL) after each stroke, or null once cleared. */
  onChange: (png: string | null) => void;
  width?: number;
  height?: number;
}

/**
 * A small drawing pad (mouse, pen or finger) that exports a PNG. The canvas is sized in device pixels
 * so strokes stay sharp; the PNG is what the seal stamps into the PDF.
 */
export function SignaturePad({ onChange, width = 480, height = 160 }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const hasInk = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1a1b4b';
  }, [width, height]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * width,
      y: ((event.clientY - rect.top) / rect.height) * height,
    };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvasRef.current?.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    hasInk.current = true;
  };

  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    hasInk.current = true;
    onChange(canvasRef.current?.toDataURL('image/png') ?? null);
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    hasInk.current = false;
    onChange(null);
  };

  return (
    <Box>
      <canvas
        ref={canvasRef}
        aria-label="Signature drawing area"
        role="img"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        style={{
          width: '100%',
          maxWidth: width,
          aspectRatio: `${width} / ${height}`,
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 8,
          background: 'white',
          touchAction: 'none',
          cursor: 'crosshair',
          display: 'block',
        }}
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          Draw with a mouse, pen or finger. Keyboard users can type their name instead.
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={clear}>
          Clear
        </Button>
      </Group>
    </Box>
  );
}
