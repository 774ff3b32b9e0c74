import type { Role } from '@dl/domain';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useAddMembership } from '../api/user-changes.ts';
import { useTenantIssuers, useTenantOptions } from '../api/users.ts';
import {
  grantableRoleGroups,
  isProviderRole,
  type MembershipDraft,
  membershipErrors,
  needsIssuer,
} from '../lib/membership-roles.ts';
import { roleLabel } from '../lib/role-labels.ts';
import { CREATE_FAILED, LOAD_FAILED } from '../lib/texts.ts';

const EMPTY: MembershipDraft = { tenant_id: null, role: null, issuer_id: null };

/**
 * Provider roles are held in the provider's home, which is no tenant of the list: the acting
 * provider user's own current fiduciary (ADR 0029).
 */
function useProviderHome() {
  const { session, claims } = useSession();
  const id = claims?.current_fiduciary_id ?? null;
  return { id, name: session?.permissions.find((p) => p.fiduciary.id === id)?.fiduciary.name ?? 'The provider' };
}

/** A tenant role, or for `provider_staff.manage` a provider role; a company's role names the company. */
export function AddMembershipForm({ userId, canManageStaff, onDone }: AddMembershipProps & { onDone: () => void }) {
  const add = useAddMembership(userId);
  const snackbar = useSnackbar();
  const tenants = useTenantOptions();
  const home = useProviderHome();
  const [form, setDraft] = useState<MembershipDraft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const atHome = Boolean(form.role && isProviderRole(form.role));
  const draft = atHome ? { ...form, tenant_id: home.id } : form;
  const withIssuer = Boolean(draft.role && needsIssuer(draft.role));
  const issuers = useTenantIssuers(draft.tenant_id, withIssuer);
  const errors = submitted ? membershipErrors(draft) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(membershipErrors(draft)).length > 0 || !draft.tenant_id || !draft.role) return;
    const body = {
      tenant_id: draft.tenant_id,
      role: draft.role as Role,
      issuer_id: withIssuer ? draft.issuer_id : null,
    };
    add.mutate(body, {
      onSuccess: () => {
        void snackbar.success(`${roleLabel(body.role)} was added.`);
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add membership">
      <Stack>
        <Text size="sm" c="dimmed">
          Investor access is given by an invitation from the fiduciary, so investor roles are not listed here.
        </Text>
        <Select
          label="Role"
          withAsterisk
          searchable
          data={grantableRoleGroups(canManageStaff)}
          value={draft.role}
          error={errors.role}
          onChange={(role) => setDraft((d) => ({ ...d, role }))}
        />
        {atHome ? (
          <TextInput label="Tenant" value={`${home.name} (provider roles are held here)`} readOnly />
        ) : (
          <Select
            label="Tenant"
            withAsterisk
            searchable
            data={tenants.data ?? []}
            placeholder={tenants.isPending ? 'Loading tenants…' : 'Choose a tenant'}
            value={form.tenant_id}
            error={errors.tenant_id ?? (tenants.isError ? errorText(tenants.error, LOAD_FAILED) : undefined)}
            onChange={(tenant_id) => setDraft((d) => ({ ...d, tenant_id, issuer_id: null }))}
            nothingFoundMessage="No tenant matches"
          />
        )}
        {withIssuer && (
          <Select
            label="Company"
            withAsterisk
            searchable
            disabled={!draft.tenant_id}
            data={issuers.data ?? []}
            placeholder={draft.tenant_id ? 'Choose the company this role works for' : 'Choose a tenant first'}
            value={draft.issuer_id}
            error={errors.issuer_id}
            onChange={(issuer_id) => setDraft((d) => ({ ...d, issuer_id }))}
            nothingFoundMessage={issuers.isSuccess ? 'This tenant has no company yet' : undefined}
          />
        )}
        {add.isError && (
          <Alert color="red" role="alert">
            {errorText(add.error, CREATE_FAILED)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add membership
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface AddMembershipProps {
  userId: string;
  /** `provider_staff.manage`: the provider roles are offered only then. */
  canManageStaff: boolean;
}
