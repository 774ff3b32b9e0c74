import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PreviewModel } from '../lib/preview-model.ts';
import { PreviewBrand } from './preview-brand.tsx';

const field = { border: '1px solid #ced4da', borderRadius: 6, padding: '6px 8px', background: '#ffffff' };
const frame = { border: '1px solid #dee2e6', borderRadius: 8, background: '#ffffff', padding: '8px 10px' };
const SWATCHES = ['primary', 'secondary', 'accent', 'info', 'error', 'success', 'warning'] as const;

/** The login page, before anyone logs in, drawn in the colours being edited. */
function LoginPreview({ model }: { model: PreviewModel }) {
  const { primaryShade: shade } = model;
  return (
    <Box
      p="md"
      style={{ background: `linear-gradient(160deg, ${model.colors.primary}1f 0%, #f8f9fa 55%)`, borderRadius: 8 }}
    >
      <Stack gap="sm" align="center">
        <PreviewBrand logo={model.loginLogo} title={model.appTitle} primary={shade} size={40} />
        <Paper withBorder radius="md" p="md" w="100%" maw={300}>
          <Stack gap={8}>
            <Text fw={700} c="#000000">
              Log in
            </Text>
            {['Email', 'Password'].map((label) => (
              <Box key={label} style={field}>
                <Text size="xs" c="#495057">
                  {label}
                </Text>
              </Box>
            ))}
            <Box ta="center" py={6} style={{ background: shade, borderRadius: 6 }}>
              <Text size="sm" fw={600} c="#ffffff">
                Log in
              </Text>
            </Box>
            <Text size="xs" c={shade} ta="center">
              Forgot password?
            </Text>
          </Stack>
        </Paper>
        <Group gap={10} justify="center">
          {['Contact', 'Privacy Policy', 'Terms'].map((label) => (
            <Text key={label} size="xs" c={shade}>
              {label}
            </Text>
          ))}
        </Group>
        <Text size="xs" c="#495057">
          {model.poweredByText}
        </Text>
      </Stack>
    </Box>
  );
}

/** The app bar after login, wide with the logo and on a phone with the small logo, and every colour. */
function AppBarPreview({ model }: { model: PreviewModel }) {
  const { colors, crowdsmart, primaryShade: shade } = model;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" style={frame}>
        <PreviewBrand
          logo={model.appBarLogo}
          title={model.appTitle}
          accountName={model.accountName}
          primary={shade}
          size={28}
        />
        <Text size="xs" fw={700} c="#ffffff" px={8} py={4} style={{ background: shade, borderRadius: 999 }}>
          IV
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" maw={220} style={frame}>
        <PreviewBrand
          logo={model.smallLogo ?? model.appBarLogo}
          title={model.appTitle}
          primary={shade}
          size={28}
          showTitle={false}
        />
        <Text size="xs" c="#000000">
          Good Morning, Ivy
        </Text>
      </Group>
      <SimpleGrid cols={4} spacing={6} verticalSpacing={6}>
        {SWATCHES.map((key) => (
          <Group key={key} gap={4} wrap="nowrap">
            <Box
              w={14}
              h={14}
              bg={colors[key]}
              style={{ borderRadius: 3, border: '1px solid #ced4da', flexShrink: 0 }}
            />
            <Text size="xs" c="#000000">
              {key[0]?.toUpperCase()}
              {key.slice(1)}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      <Box p="xs" style={{ background: crowdsmart.background, borderRadius: 8 }}>
        <Text size="xs" fw={600} c={crowdsmart.foreground}>
          CrowdSmart
        </Text>
      </Box>
    </Stack>
  );
}

/**
 * A live preview of the login page and the app bar as the app draws them: buttons and links take
 * the shade of primary the theme picks (AA against white), the CrowdSmart band its two colours.
 */
export function BrandingPreview({ model, host }: { model: PreviewModel; host: string | null }) {
  return (
    <Stack gap="md" component="figure" m={0} aria-labelledby="branding-preview-title">
      <Title order={2} size="h4" id="branding-preview-title">
        Preview{host ? ` on ${host}` : ''}
      </Title>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Login page
      </Text>
      <LoginPreview model={model} />
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        App bar
      </Text>
      <AppBarPreview model={model} />
    </Stack>
  );
}
