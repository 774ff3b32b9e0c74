import { Alert, Card, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/shell/page-header.tsx';
import { FormScreen } from '../../../features/forms/index.ts';
import { formEntities, isProfileFormId, PROFILE_FORMS } from '../../../features/forms/lib/profile-forms.ts';
import { useSession } from '../../../lib/session-store.ts';

const ENTITY_TYPE = { ENTITY: 'Entity', INDIVIDUAL: 'Individual', INDIVIDUAL_FOR_ENTITY: 'Individual for entity' };

/**
 * `/my-profile/forms` (spec 2 and 3): a tab per profile form, the entity answered for, and the form.
 * The tab and the entity stay in the address (`?tab=3&entity=…`).
 */
export function FormsPage() {
  const { session, claims } = useSession();
  const [params, setParams] = useSearchParams();
  const entities = formEntities(session?.permissions ?? [], claims?.current_fiduciary_id ?? '');
  const rawTab = params.get('tab');
  const tab = isProfileFormId(rawTab) ? rawTab : PROFILE_FORMS[0].id;
  const wanted = params.get('entity') ?? claims?.current_entity_id ?? null;
  const entity = entities.find((e) => e.id === wanted) ?? entities[0] ?? null;
  const update = (next: { tab?: string; entity?: string }) =>
    setParams(
      (old) => {
        const out = new URLSearchParams(old);
        for (const [k, v] of Object.entries(next)) out.set(k, v);
        return out;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <PageHeader title="Forms" subtitle="KYC, tax and bank forms to fill in or review." />
      {entities.length === 0 ? (
        <Alert icon={<IconInfoCircle size={18} aria-hidden />} title="No entity yet">
          Forms are answered for an entity you invest through. Add one under My Entities, then come back here.
        </Alert>
      ) : (
        <>
          {entities.length > 1 ? (
            <Select
              label="Entity"
              maw={420}
              data={entities.map((e) => ({ value: e.id, label: `${e.name} (${ENTITY_TYPE[e.type]})` }))}
              value={entity?.id ?? null}
              onChange={(id) => id && update({ entity: id })}
              allowDeselect={false}
            />
          ) : (
            <Text size="sm">
              Answering for <strong>{entity?.name}</strong>
            </Text>
          )}
          <Tabs value={tab} onChange={(next) => next && update({ tab: next })} keepMounted={false}>
            <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
              {PROFILE_FORMS.map((f) => (
                <Tabs.Tab key={f.id} value={f.id} style={{ whiteSpace: 'nowrap' }}>
                  {f.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {PROFILE_FORMS.map((f) => (
              <Tabs.Panel key={f.id} value={f.id} pt="lg">
                <Card withBorder radius="md" padding="lg">
                  {entity && (
                    <FormScreen
                      key={`${f.id}:${entity.id}`}
                      formId={f.id}
                      entityId={entity.id}
                      readOnly={entity.isViewer}
                    />
                  )}
                </Card>
              </Tabs.Panel>
            ))}
          </Tabs>
          {entity?.isViewer && (
            <Group>
              <Text size="sm" c="dimmed">
                You view this entity: its answers are shown, not changed.
              </Text>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

export { FormsPage as Component };
