import type { CompanyImageKind } from '@dl/contracts';
import { Card, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { ImageField, type ImageUploader } from '#web/components/inputs/image-field/index.ts';
import type { CompanySectionProps } from './company-fields.tsx';

type ImageName = 'logo' | 'logo_small' | 'background_image';

const IMAGES: { name: ImageName; label: string; kind: CompanyImageKind }[] = [
  { name: 'logo', label: 'Logo', kind: 'logo' },
  { name: 'logo_small', label: 'Small logo', kind: 'logo_small' },
  { name: 'background_image', label: 'Background image', kind: 'background' },
];

export interface CompanyImagesSectionProps extends CompanySectionProps {
  upload: (kind: CompanyImageKind) => ImageUploader;
}

/** The logo (144 × 48), small logo (48 × 48) and background (1200 × 600) through the cropper. */
export function CompanyImagesSection({ form, readOnly, upload }: CompanyImagesSectionProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-images-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="company-images-title">
          Branding
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {IMAGES.map((image) => (
            <Controller
              key={image.name}
              control={form.control}
              name={image.name}
              render={({ field }) => (
                <ImageField
                  label={image.label}
                  kind={image.kind}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  upload={upload(image.kind)}
                  readOnly={readOnly}
                  emptyText={`No ${image.label.toLowerCase()}`}
                  error={form.formState.errors[image.name]?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** ADR 0030: the company's own approver sees each opportunity before the fiduciary does. */
export function ApprovalRuleSection({ form }: Pick<CompanySectionProps, 'form'>) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-approval-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="company-approval-title">
          Approval
        </Title>
        <Controller
          control={form.control}
          name="requires_internal_approval"
          render={({ field }) => (
            <Switch
              label="Require our own approval before the fiduciary"
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          When on, an opportunity sent for review goes to your company's opportunity approver first, and reaches the
          fiduciary's queue only once they approve it.
        </Text>
      </Stack>
    </Card>
  );
}
