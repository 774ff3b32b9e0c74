import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Messages of the server that name no field shown here (a hidden field, the template version). */
export function UnplacedErrors({
  errors,
  shownKeys,
}: {
  errors: Readonly<Record<string, string>>;
  shownKeys: ReadonlySet<string>;
}) {
  const unplaced = Object.entries(errors).filter(([path]) => !shownKeys.has(path.split('.')[0] ?? path));
  if (unplaced.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title="Some answers were not accepted"
    >
      <List size="sm">
        {unplaced.map(([path, message]) => (
          <List.Item key={path}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
