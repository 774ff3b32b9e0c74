import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { PhoneInput } from '#web/components/inputs/phone-input/index.ts';
import { Demo } from './demo.tsx';

export function PhoneExample() {
  const [office, setOffice] = useState('+12125550123');
  const [mobile, setMobile] = useState('');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Demo value={office}>
        <PhoneInput label="Office phone" defaultCountry="US" value={office} onChange={setOffice} />
      </Demo>
      <Demo value={mobile}>
        <PhoneInput
          label="Mobile phone"
          mandatory
          value={mobile}
          onChange={setMobile}
          description="Country from your browser; type + for an international number"
        />
      </Demo>
    </SimpleGrid>
  );
}
