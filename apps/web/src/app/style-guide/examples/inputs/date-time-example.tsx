import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { DateField, DateTimeField, TimeField } from '#web/components/inputs/date-inputs/index.ts';
import { Demo } from './demo.tsx';

export function DateTimeExample() {
  const [date, setDate] = useState<string | null>('2026-06-30');
  const [time, setTime] = useState('14:30');
  const [closing, setClosing] = useState<string | null>(null);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Demo value={date}>
        <DateField label="Subscription deadline" value={date} onChange={setDate} clearable />
      </Demo>
      <Demo value={time}>
        <TimeField label="Investor call" value={time} onChange={setTime} />
      </Demo>
      <Demo value={closing}>
        <DateTimeField label="First close" value={closing} onChange={setClosing} placeholder="Pick date and time" />
      </Demo>
    </SimpleGrid>
  );
}
