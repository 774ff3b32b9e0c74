import { Anchor } from '@mantine/core';

/** First stop of the Tab key: jumps over the app bar and navigation to the page itself. */
export function SkipLink({ target }: { target: string }) {
  return (
    <Anchor
      href={`#${target}`}
      fw={600}
      px="md"
      py="xs"
      bg="white"
      style={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 1000,
        borderRadius: 'var(--mantine-radius-md)',
        boxShadow: 'var(--mantine-shadow-md)',
        transform: 'translateY(-200%)',
      }}
      onFocus={(event) => {
        event.currentTarget.style.transform = 'none';
      }}
      onBlur={(event) => {
        event.currentTarget.style.transform = 'translateY(-200%)';
      }}
    >
      Skip to content
    </Anchor>
  );
}
