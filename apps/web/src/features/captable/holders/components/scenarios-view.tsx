import { Card, List, Skeleton, Text } from '@mantine/core';
import { useScenarios } from '../api/holders-api.ts';
import { type CapParams, LoadError } from '#web/features/captable/core/index.ts';

export const NO_SCENARIOS =
  'No scenario yet. Scenarios come with financing-round modelling: each modelled round will be listed here with its effect on ownership, without changing the cap table itself.';

/** The company's scenarios; none exist until financing-round modelling is in place, and the screen says so. */
export function ScenariosView({ params }: { params: CapParams }) {
  const scenarios = useScenarios(params);
  if (scenarios.isError) return <LoadError error={scenarios.error} />;
  if (scenarios.isPending) return <Skeleton height={80} aria-label="Loading scenarios" />;
  const { results } = scenarios.data;
  return (
    <Card withBorder radius="md" padding="lg">
      {results.length === 0 ? (
        <Text role="status">{NO_SCENARIOS}</Text>
      ) : (
        <List aria-label="Scenarios">
          {results.map((s) => (
            <List.Item key={s.id}>{s.name}</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
