import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { CurrencyInput } from '#web/components/inputs/currency-input/index.ts';
import { Demo } from './demo.tsx';

export function CurrencyExample() {
  const [raise, setRaise] = useState('25000000');
  const [minimum, setMinimum] = useState('');
  const [price, setPrice] = useState('12.50');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Demo value={raise}>
        <CurrencyInput label="Target raise" value={raise} onChange={setRaise} />
      </Demo>
      <Demo value={minimum}>
        <CurrencyInput label="Minimum investment" value={minimum} onChange={setMinimum} placeholder="0" />
      </Demo>
      <Demo value={price}>
        <CurrencyInput label="Price per share" precision={2} maxLength={20} value={price} onChange={setPrice} />
      </Demo>
    </SimpleGrid>
  );
}
