import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type BreadcrumbItem, PageHeader } from './page-header.tsx';

export interface ComingSoonProps {
  title: string;
  /** One sentence of what the screen will hold. */
  summary?: string;
  breadcrumbs?: BreadcrumbItem[];
  homeTo: string;
  /** Heading level of the title; 1 on a page. */
  order?: 1 | 2 | 3 | 4;
}

/** A route whose screen arrives in a later release: its title, what it will hold, a way on. */
export function ComingSoon({ title, summary, breadcrumbs, homeTo, order = 1 }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} backTo={homeTo} order={order} />
      <Card withBorder radius="lg" padding="xl" maw={720}>
        <Stack gap="md" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconHourglassHigh size={24} />
            </ThemeIcon>
            <Badge variant="light" color="secondary" size="lg">
              Coming soon
            </Badge>
          </Group>
          <Title order={(order + 1) as 2 | 3 | 4 | 5} size="h4">
            This screen is on its way
          </Title>
          {summary && <Text>{summary}</Text>}
          <Text c="dimmed" size="sm">
            It will appear here in an upcoming release. Everything else in the portal works as usual.
          </Text>
          <Button component={Link} to={homeTo} variant="light">
            Back to home
          </Button>
        </Stack>
      </Card>
    </>
  );
}
