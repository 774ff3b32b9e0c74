import { Button, ColorInput, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ContrastText } from '../lib/contrast-view.ts';

export interface ColourFieldProps {
  label: string;
  /** What is drawn on the colour, for the description: "white text". */
  textOn: string;
  value: string;
  /** The colour of the text drawn on it, for the sample. */
  textColor: string;
  contrast: ContrastText | null;
  error?: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
}

/** One brand colour: the input, a sample of its text on it, its contrast ratio and a compliant shade to use. */
export function ColourField({
  label,
  textOn,
  value,
  textColor,
  contrast,
  error,
  readOnly,
  onChange,
}: ColourFieldProps) {
  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <ColorInput
          label={label}
          description={`Drawn under ${textOn}`}
          value={value}
          onChange={onChange}
          format="hex"
          error={error}
          readOnly={readOnly}
          withPicker={!readOnly}
          withEyeDropper={false}
          style={{ flex: 1 }}
        />
        {/* An SVG sample: it shows a failing pair as it reads, without being page text. */}
        <svg width={44} height={36} role="img" aria-label={`Sample of ${textOn} on ${value}`} style={{ flexShrink: 0 }}>
          <rect x={0.5} y={0.5} width={43} height={35} rx={8} fill={value} stroke="#ced4da" />
          <text x={22} y={23} textAnchor="middle" fontSize={15} fontWeight={700} fill={textColor}>
            Aa
          </text>
        </svg>
      </Group>
      {contrast && (
        <Group gap="xs" wrap="wrap">
          {contrast.passes ? (
            <Text size="sm" c="teal.9" fw={500} display="flex" style={{ alignItems: 'center', gap: 4 }}>
              <IconCircleCheck size={16} aria-hidden />
              {contrast.text}
            </Text>
          ) : (
            <Text size="sm" c="red.9" fw={500} display="flex" style={{ alignItems: 'center', gap: 4 }}>
              <IconAlertTriangle size={16} aria-hidden />
              {contrast.text}
            </Text>
          )}
          {contrast.suggestion && !readOnly && (
            <Button
              size="compact-sm"
              variant="light"
              color="gray"
              c="dark.9"
              onClick={() => onChange(contrast.suggestion as string)}
              aria-label={`Use ${contrast.suggestion} for ${label}`}
            >
              Use {contrast.suggestion}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
