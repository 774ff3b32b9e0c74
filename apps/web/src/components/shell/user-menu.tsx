import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';

export interface UserMenuProps {
  firstName: string;
  lastName: string;
  email: string;
  /** The profile photo; the initials show without one (or while it loads). */
  avatarUrl?: string | null;
  onMyProfile: () => void;
  onLogout: () => void;
}

/** Profile menu of the app bar (spec 2): My Profile, and Log out. */
export function UserMenu({ firstName, lastName, email, avatarUrl, onMyProfile, onLogout }: UserMenuProps) {
  const fullName = `${firstName} ${lastName}`.trim();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${fullName}`} style={{ borderRadius: 999 }}>
          <Group gap={6} wrap="nowrap">
            <Avatar color="brand" radius="xl" size="md" alt="" src={avatarUrl ?? null} data-testid="app-bar-avatar">
              {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="md">
              {fullName}
            </Text>
            <Box visibleFrom="sm" lh={0}>
              <IconChevronDown size={16} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text size="sm" px="sm" pb="xs" truncate>
          {email}
        </Text>
        <Menu.Divider />
        <Menu.Item leftSection={<IconUserCircle size={16} aria-hidden />} onClick={onMyProfile}>
          My Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
