import { type SignatureArea, signatureAreaSchema } from '@dl/contracts';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';

/** US Letter's bottom right, where the stamp goes by default (PDF points from the bottom left). */
const DEFAULT_AREA: SignatureArea = { page: 1, x: 366, y: 36, width: 210, height: 78 };

const FIELDS: Array<{ key: keyof SignatureArea; label: string; min: number }> = [
  { key: 'page', label: 'Page', min: 1 },
  { key: 'x', label: 'Left (points)', min: 0 },
  { key: 'y', label: 'Bottom (points)', min: 0 },
  { key: 'width', label: 'Width (points)', min: 100 },
  { key: 'height', label: 'Height (points)', min: 40 },
];

export interface SignatureAreaFormProps {
  initial: SignatureArea | null;
  onSave: (area: SignatureArea) => Promise<unknown>;
  disabled?: boolean;
}

/**
 * Where the signer's mark goes on a PDF without form fields (spec 4 digitization): the page and a
 * rectangle in PDF points (72 a inch) from the page's bottom left corner, as numbers.
 */
export function SignatureAreaForm({ initial, onSave, disabled }: SignatureAreaFormProps) {
  const [area, setArea] = useState<SignatureArea>(initial ?? DEFAULT_AREA);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const parsed = signatureAreaSchema.safeParse(area);
    if (!parsed.success) return setMessage(parsed.error.issues[0]?.message ?? 'Check the signature area');
    setSaving(true);
    setMessage(null);
    try {
      await onSave(parsed.data);
    } catch (error) {
      setMessage(errorText(error, 'The signature area was not saved'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">
        This PDF has no form fields. Place the signature area: a US Letter page is 612 x 792 points, and the default is
        its bottom right corner.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {FIELDS.map(({ key, label, min }) => (
          <NumberInput
            key={key}
            label={label}
            min={min}
            value={area[key]}
            allowDecimal={key !== 'page'}
            disabled={disabled || saving}
            onChange={(value) =>
              setArea((a) => ({ ...a, [key]: typeof value === 'number' ? value : Number(value) || 0 }))
            }
          />
        ))}
      </SimpleGrid>
      {message ? (
        <Text size="sm" c="red.8" role="alert">
          {message}
        </Text>
      ) : null}
      <Group>
        <Button onClick={() => void save()} loading={saving} disabled={disabled}>
          Save signature area
        </Button>
      </Group>
    </Stack>
  );
}
