import { Input, List } from '@mantine/core';

/** Messages of a field's lines or parts that have no input of their own to sit under. */
export function LineErrors({ errors, lineName }: { errors: Record<string, string>; lineName: string }) {
  const entries = Object.entries(errors).filter(([path]) => /^\d+$/.test(path));
  if (entries.length === 0) return null;
  return (
    <Input.Error component="div">
      <List size="xs" spacing={2} c="inherit">
        {entries.map(([path, message]) => (
          <List.Item key={path}>{`${lineName} ${Number(path) + 1}: ${message}`}</List.Item>
        ))}
      </List>
    </Input.Error>
  );
}
