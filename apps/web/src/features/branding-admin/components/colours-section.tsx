import { brandContrasts } from '@dl/domain';
import { ColorInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { getAt } from '../lib/branding-form.ts';
import { COLOR_FIELDS, contrastText } from '../lib/contrast-view.ts';
import type { BrandingForm } from './branding-form-context.ts';
import { ColourField } from './colour-field.tsx';

const FOREGROUND = 'branding.crowdsmart_colors.foreground';

/**
 * The seven colours and the CrowdSmart pair (spec 3 "Branding"), each with its WCAG contrast against
 * the text the app draws on it: white on the strong colours, body text on accent, the foreground on
 * the CrowdSmart background.
 */
export function ColoursSection({ form }: { form: BrandingForm }) {
  const { colors, crowdsmart_colors: crowdsmart } = form.values.branding;
  const contrasts = brandContrasts(colors, crowdsmart);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Text must reach 4.5:1 against its colour (WCAG AA). Below that, use the nearest shade that does.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
        {COLOR_FIELDS.map((field) => {
          const contrast = contrasts.find((c) => c.key === field.key);
          return (
            <ColourField
              key={field.key}
              label={field.label}
              textOn={field.textOn}
              value={String(getAt(form.values, field.path) ?? '')}
              textColor={contrast?.text ?? '#000000'}
              contrast={contrast ? contrastText(contrast) : null}
              error={form.errors[field.path]}
              readOnly={form.readOnly}
              onChange={(value) => form.set(field.path, value)}
            />
          );
        })}
        <ColorInput
          label="CrowdSmart foreground"
          description="Text on the CrowdSmart background"
          value={crowdsmart.foreground}
          onChange={(value) => form.set(FOREGROUND, value)}
          format="hex"
          error={form.errors[FOREGROUND]}
          readOnly={form.readOnly}
          withPicker={!form.readOnly}
          withEyeDropper={false}
        />
      </SimpleGrid>
    </Stack>
  );
}
