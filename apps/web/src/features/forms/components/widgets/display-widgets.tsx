import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { WidgetProps } from './widget-props.ts';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs never move
        <Text key={i} size="sm" mb="xs" style={{ whiteSpace: 'pre-line' }}>
          {p}
        </Text>
      ))}
    </>
  );
}

/** Display only: a heading and text from the template; takes no answer. */
export function StaticTextWidget({ field, id }: WidgetProps) {
  return (
    <div id={id}>
      <Text fw={600} size="sm" mb={4}>
        {field.label}
      </Text>
      {field.content && <Paragraphs text={field.content} />}
    </div>
  );
}

/** Display only: a button opening the template's text in a dialog (terms, explanations). */
export function StaticModalWidget({ field, id }: WidgetProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        id={id}
        variant="light"
        w="fit-content"
        leftSection={<IconInfoCircle size={18} aria-hidden />}
        onClick={open}
      >
        {field.label}
      </Button>
      <Modal opened={opened} onClose={close} title={field.label} closeButtonProps={{ 'aria-label': 'Close' }}>
        <Paragraphs text={field.content ?? ''} />
      </Modal>
    </>
  );
}
