import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface OpportunityNameProps {
  id: string;
  name: string;
  /** The detail page's address; none (a viewer, who may not open it) shows the name as text. */
  detailHref?: (id: string) => string;
  size?: 'sm' | 'md';
}

export function OpportunityName({ id, name, detailHref, size = 'md' }: OpportunityNameProps) {
  if (!detailHref) {
    return (
      <Text fw={600} size={size}>
        {name}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={detailHref(id)} fw={600} size={size}>
      {name}
    </Anchor>
  );
}
