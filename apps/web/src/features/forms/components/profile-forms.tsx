import { Alert, Card, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useSession } from '#web/lib/session-store.ts';
import { formEntities, isProfileFormId, PROFILE_FORMS } from '../lib/profile-forms.ts';
import { FormScreen } from './form-screen.tsx';

const ENTITY_TYPE = { ENTITY: 'Entity', INDIVIDUAL: 'Individual', INDIVIDUAL_FOR_ENTITY: 'Individual for entity' };

/**
 * The profile's forms (spec 3 form ids): a tab per form, the entity answered for, and the form. The
 * form and the entity stay in the address (`?form=3&entity=…`), so a page that embeds this keeps its
 * own query keys.
 */
export function ProfileForms() {
  const { session, claims } = useSession();
  const [params, setParams] = useSearchParams();
  const entities = formEntities(session?.permissions ?? [], claims?.current_fiduciary_id ?? '');
  const raw = params.get('form');
  const formId = isProfileFormId(raw) ? raw : PROFILE_FORMS[0].id;
  const wanted = params.get('entity') ?? claims?.current_entity_id ?? null;
  const entity = entities.find((e) => e.id === wanted) ?? entities[0] ?? null;
  const update = (next: { form?: string; entity?: string }) =>
    setParams(
      (old) => {
        const out = new URLSearchParams(old);
        for (const [k, v] of Object.entries(next)) out.set(k, v);
        return out;
      },
      { replace: true },
    );

  if (entities.length === 0 || !entity) {
    return (
      <Alert icon={<IconInfoCircle size={18} aria-hidden />} title="No entity yet">
        Forms are answered for an entity you invest through. Add one under My Entities, then come back here.
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      {entities.length > 1 ? (
        <Select
          label="Entity"
          maw={420}
          data={entities.map((e) => ({ value: e.id, label: `${e.name} (${ENTITY_TYPE[e.type]})` }))}
          value={entity.id}
          onChange={(id) => id && update({ entity: id })}
          allowDeselect={false}
        />
      ) : (
        <Text size="sm">
          Answering for <strong>{entity.name}</strong>
        </Text>
      )}
      {entity.isViewer && (
        <Text size="sm" c="dimmed">
          You view this entity: its answers are shown, not changed.
        </Text>
      )}
      <Tabs value={formId} onChange={(next) => next && update({ form: next })} keepMounted={false}>
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
              <FormScreen key={`${f.id}:${entity.id}`} formId={f.id} entityId={entity.id} readOnly={entity.isViewer} />
            </Card>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
