import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconLock, IconMail, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { safeHref } from '#web/lib/safe-href.ts';

export interface ContactCardProps {
  helpAddress: string;
  links: { contact: string; privacy_policy: string; terms: string };
}

function LinkRow({ icon, href: stored, label }: { icon: ReactNode; href: string; label: string }) {
  const href = safeHref(stored);
  if (!href) return null;
  const isExternal = /^https?:/i.test(href);
  return (
    <Group gap={8} wrap="nowrap">
      {icon}
      <Anchor href={href} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
      </Anchor>
    </Group>
  );
}

/** How to reach the fiduciary: the help address (mailto) and the branding's contact, terms and privacy links. */
export function ContactCard({ helpAddress, links }: ContactCardProps) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="contact-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contact-heading">
          Contact us
        </Title>
        <Text size="sm" c="dimmed">
          Write to us and we answer within one business day.
        </Text>
        <LinkRow icon={<IconMail size={18} aria-hidden />} href={`mailto:${helpAddress}`} label={helpAddress} />
        {links.contact && links.contact !== `mailto:${helpAddress}` && (
          <LinkRow icon={<IconMessageCircle size={18} aria-hidden />} href={links.contact} label="Contact page" />
        )}
        {links.terms && (
          <LinkRow icon={<IconFileText size={18} aria-hidden />} href={links.terms} label="Terms of use" />
        )}
        {links.privacy_policy && (
          <LinkRow icon={<IconLock size={18} aria-hidden />} href={links.privacy_policy} label="Privacy policy" />
        )}
      </Stack>
    </Card>
  );
}
