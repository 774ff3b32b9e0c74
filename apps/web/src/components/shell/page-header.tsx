import { ActionIcon, Anchor, Breadcrumbs, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/** Spec 9: titles are cut at 50 characters. */
export const TITLE_MAX_LENGTH = 50;

export interface BreadcrumbItem {
  label: string;
  /** A crumb with a route is a link; the last one usually has none. */
  to?: string;
}

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  breadcrumbs?: BreadcrumbItem[];
  /** Shows the back arrow. It goes back in history, or here when there is no page to go back to. */
  backTo?: string;
  actions?: ReactNode;
  /** Heading level of the title: 1 on a page, lower when shown inside another page (the style guide). */
  order?: 1 | 2 | 3 | 4;
}

/** The title as shown: cut at 50 characters with an ellipsis (spec 2 "Page header"). */
export function shortTitle(title: string): string {
  return title.length > TITLE_MAX_LENGTH ? `${title.slice(0, TITLE_MAX_LENGTH).trimEnd()}…` : title;
}

/** Spec 2 "Page header": cut title with a tooltip of the full one, breadcrumbs, back arrow. */
export function PageHeader({ title, subtitle, breadcrumbs, backTo, actions, order = 1 }: PageHeaderProps) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const isCut = title.length > TITLE_MAX_LENGTH;
  const goBack = () => {
    // The page this tab was opened on has the key 'default': there is nothing of ours to go back to.
    if (key !== 'default') void navigate(-1);
    else if (backTo) void navigate(backTo);
  };

  return (
    <Stack gap="xs" mb="xl" component="header">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
            {breadcrumbs.map((crumb, index) =>
              crumb.to && index < breadcrumbs.length - 1 ? (
                <Anchor key={`${crumb.label}:${crumb.to}`} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={`${crumb.label}:current`} size="sm" c="dimmed" aria-current="page">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
          {backTo !== undefined && (
            <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Go back" onClick={goBack}>
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
          )}
          <Title order={order} size="h2" aria-label={isCut ? title : undefined} style={{ overflowWrap: 'anywhere' }}>
            {isCut ? (
              // The heading's accessible name is the full title; the tooltip shows it on hover and touch.
              <Tooltip
                label={title}
                multiline
                maw={420}
                withArrow
                openDelay={150}
                events={{ hover: true, focus: false, touch: true }}
              >
                <span data-testid="page-title">{shortTitle(title)}</span>
              </Tooltip>
            ) : (
              <span data-testid="page-title">{title}</span>
            )}
          </Title>
        </Group>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
