import { type Company, type CompanyBody, type CompanyImageKind, companyBodySchema } from '@dl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { SaveBar, UnsavedChangesGuard } from '#web/components/inputs/save-bar/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { apiFieldErrors } from '#web/lib/api-field-errors.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { uploadCompanyImage, useUpdateCompany } from '../api/companies.ts';
import { type CompanyFormOutput, type CompanyFormValues, SAVE_FAILED, toFormValues } from '../lib/company-form.ts';
import { CompanyAddressSection, CompanyDetailsSection } from './company-fields.tsx';
import { ApprovalRuleSection, CompanyImagesSection } from './company-images.tsx';

export interface CompanyFormProps {
  fidId: string;
  company: Company;
}

/**
 * Spec 3 "Issuer or company" with spec 5's messages before the server's: details, address, the three
 * images through the cropper and, for the company's administrators, its approval rule. Read only for
 * roles without company.manage.
 */
export function CompanyForm({ fidId, company }: CompanyFormProps) {
  const canEdit = company.permissions.edit_company;
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyBodySchema),
    defaultValues: toFormValues(company),
    mode: 'onTouched',
  });
  const update = useUpdateCompany(fidId, company.id);
  const snackbar = useSnackbar();
  const [savedNotice, setSavedNotice] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const isDirty = form.formState.isDirty;

  const save = form.handleSubmit((values) => {
    setServerError(null);
    const body: CompanyBody = company.permissions.edit_approval_rule
      ? values
      : { ...values, requires_internal_approval: undefined };
    update.mutate(body, {
      onSuccess: (next) => {
        form.reset(toFormValues(next));
        setSavedNotice('Saved.');
        void snackbar.success('Company details saved.');
      },
      onError: (error) => {
        const fields = Object.entries(apiFieldErrors(error));
        for (const [path, message] of fields) form.setError(path as FieldPath<CompanyFormValues>, { message });
        if (fields.length === 0) setServerError(errorText(error, SAVE_FAILED));
      },
    });
  });
  const upload = (kind: CompanyImageKind) => (file: File) => uploadCompanyImage(fidId, company.id, kind, file);

  return (
    <form onSubmit={save} noValidate aria-label="Company details" onChange={() => setSavedNotice(null)}>
      <Stack gap="lg">
        <CompanyDetailsSection form={form} readOnly={!canEdit} />
        <CompanyAddressSection form={form} readOnly={!canEdit} />
        <CompanyImagesSection form={form} readOnly={!canEdit} upload={upload} />
        {company.permissions.edit_approval_rule && <ApprovalRuleSection form={form} />}
        {serverError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {serverError}
          </Alert>
        )}
      </Stack>
      <SaveBar
        canManage={canEdit}
        isDirty={isDirty}
        isSaving={update.isPending}
        savedNotice={savedNotice}
        onDiscard={() => form.reset()}
        onSave={() => void save()}
        readOnlyText="Your role can view the company's details but not change them."
      />
      <UnsavedChangesGuard
        when={canEdit && isDirty}
        message="Your changes to the company are not saved and will be lost."
      />
    </form>
  );
}
