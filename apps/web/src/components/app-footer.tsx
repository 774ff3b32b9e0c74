import { Anchor, Group, Text } from '@mantine/core';
import { safeHref } from '#web/lib/safe-href.ts';

export interface AppFooterProps {
  links: { contact: string; privacy_policy: string; terms: string };
  poweredByText: string;
  buildNumber: string;
}

/** Spec 2 "Footer": Contact Us, Terms and Conditions, Privacy Policy, and powered-by text plus build number. */
export function AppFooter({ links, poweredByText, buildNumber }: AppFooterProps) {
  const items = [
    { label: 'Contact Us', href: safeHref(links.contact) },
    { label: 'Terms and Conditions', href: safeHref(links.terms) },
    { label: 'Privacy Policy', href: safeHref(links.privacy_policy) },
  ].filter((item) => item.href);

  return (
    <Group component="footer" justify="space-between" gap="xs" py="md" px="lg" wrap="wrap">
      <Group component="nav" aria-label="Legal" gap="lg">
        {items.map((item) => (
          <Anchor key={item.label} href={item.href} size="sm" target="_blank" rel="noopener noreferrer">
            {item.label}
          </Anchor>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {poweredByText} · Build {buildNumber}
      </Text>
    </Group>
  );
}
