import { Accordion, Alert, Card, Center, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useFaq } from '../api/faq.ts';
import { groupFaq, searchFaq } from '../lib/faq-search.ts';

/** The FAQ as a searchable accordion, one group per category. */
export function FaqAccordion({ host }: { host?: string }) {
  const faq = useFaq(host);
  const [search, setSearch] = useState('');
  const found = searchFaq(faq.data?.items ?? [], search);
  return (
    <Stack gap="sm" component="section" aria-labelledby="faq-heading">
      <Title order={2} size="h4" id="faq-heading">
        Frequently asked questions
      </Title>
      <TextInput
        label="Search the FAQ"
        placeholder="Type a word, e.g. NDA or tax"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={{ base: '100%', sm: 360 }}
      />
      {faq.isPending && (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading the FAQ" />
        </Center>
      )}
      {faq.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          Failed to load data
        </Alert>
      )}
      {faq.data && found.length === 0 && (
        <Card withBorder padding="lg" radius="md">
          <Text ta="center" c="dimmed">
            {search.trim() ? `No answers match “${search.trim()}”.` : 'No questions yet.'}
          </Text>
        </Card>
      )}
      {groupFaq(found).map((group) => (
        <Stack key={group.category} gap={6}>
          <Title order={3} size="h5">
            {group.category}
          </Title>
          <Accordion variant="separated" multiple>
            {group.items.map((item, i) => (
              // Values become element ids: position, not the question's text.
              <Accordion.Item key={item.question} value={`${group.category}-${i}`.replace(/[^\w-]/g, '_')}>
                <Accordion.Control>{item.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {item.answer}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
