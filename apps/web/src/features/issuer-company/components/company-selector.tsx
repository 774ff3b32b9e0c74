import type { Company } from '@dl/contracts';
import { Select } from '@mantine/core';

export interface CompanySelectorProps {
  companies: readonly Company[];
  value: string | null;
  onChange: (id: string) => void;
}

/** For a member of several companies: which one the screen acts for. Nothing for one company. */
export function CompanySelector({ companies, value, onChange }: CompanySelectorProps) {
  if (companies.length < 2) return null;
  return (
    <Select
      label="Company"
      data={companies.map((c) => ({ value: c.id, label: c.name }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
