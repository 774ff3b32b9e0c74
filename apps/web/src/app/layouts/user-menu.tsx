import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { currentPath } from '../../lib/redirect.ts';

export interface UserMenuProps {
  firstName: string;
  lastName: string;
  email: string;
}

/** Profile menu of the app bar (spec 2). Logout returns to Login with a redirect back here (spec 4). */
export function UserMenu({ firstName, lastName, email }: UserMenuProps) {
  const logout = useLogout();
  const location = useLocation();
  const fullName = `${firstName} ${lastName}`.trim();

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${fullName}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size="md" alt="">
              {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm">
              {fullName}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text size="sm" px="sm" pb="xs" truncate>
          {email}
        </Text>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout(currentPath(location))}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
