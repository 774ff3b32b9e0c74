import {
  type DocumentAudience,
  type DocumentSend,
  SENT_DOCUMENT_CLASS_LABELS,
  SENT_DOCUMENT_CLASSES,
  SIGNATURE_NEEDS_PDF,
  type SendDocumentBody,
  type SentDocumentClass,
  sendDocumentBodySchema,
} from '@dl/contracts';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { FileUploadInput, useTrackedUploader } from '#web/components/inputs/file-upload/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { fieldErrors } from '#web/lib/field-errors.ts';
import { useAudienceOpportunities, useInvestorSearch, useSendDocument } from '../api/document-sends.ts';

export interface SendDraft {
  name: string;
  description: string;
  doc_class: SentDocumentClass;
  document_type: string;
  action_required: 'SIGNATURE_REQUIRED' | 'REVIEW_REQUIRED';
  audience: DocumentAudience;
  entity_id: string | null;
  opportunity_id: string | null;
  file: { id: string; mime_type: string } | null;
}

type Field = keyof SendDraft;
type Errors = Partial<Record<Field, string>>;

export const EMPTY_SEND_DRAFT: SendDraft = {
  name: '',
  description: '',
  doc_class: 'FIDUCIARY',
  document_type: '',
  action_required: 'REVIEW_REQUIRED',
  audience: 'INVESTOR',
  entity_id: null,
  opportunity_id: null,
  file: null,
};

/** The body the API takes, and the contract's own messages by field; a file to sign must be a PDF. */
export function checkSendDraft(draft: SendDraft) {
  const body: SendDocumentBody = {
    name: draft.name,
    description: draft.description,
    doc_class: draft.doc_class,
    document_type: draft.document_type,
    action_required: draft.action_required,
    audience: draft.audience,
    file_id: draft.file?.id as string,
    ...(draft.audience === 'INVESTOR' && draft.entity_id ? { entity_id: draft.entity_id } : {}),
    ...(draft.audience === 'OPPORTUNITY' && draft.opportunity_id ? { opportunity_id: draft.opportunity_id } : {}),
  };
  const { file_id: _file, ...errors } = fieldErrors<Field | 'file_id'>(sendDocumentBodySchema.safeParse(body));
  const checked: Errors = errors;
  // The schema's audience rule runs only once the other fields pass: said here, field by field.
  if (draft.audience === 'INVESTOR' && !draft.entity_id) checked.entity_id = 'Investor is required';
  if (draft.audience === 'OPPORTUNITY' && !draft.opportunity_id) checked.opportunity_id = 'Opportunity is required';
  if (!draft.file) checked.file = 'File is required';
  else if (draft.action_required === 'SIGNATURE_REQUIRED' && draft.file.mime_type !== 'application/pdf')
    checked.file = SIGNATURE_NEEDS_PDF;
  return { body, errors: checked };
}

const AUDIENCES: { value: DocumentAudience; label: string }[] = [
  { value: 'INVESTOR', label: 'One investor' },
  { value: 'OPPORTUNITY', label: 'Investors of an opportunity' },
  { value: 'ALL', label: 'All investors' },
];

function InvestorPicker({
  fidId,
  value,
  onChange,
  error,
}: {
  fidId: string;
  value: string | null;
  onChange: (entityId: string | null) => void;
  error: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const investors = useInvestorSearch(fidId, debounced.trim());
  const data = (investors.data ?? []).map((r) => ({
    value: r.entity_id as string,
    label: r.email ? `${r.name} (${r.email})` : r.name,
  }));
  return (
    <Select
      label="Investor"
      placeholder="Search by name or e-mail"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={onChange}
      nothingFoundMessage={investors.isFetching ? 'Searching…' : 'No investor matches'}
      error={error}
      required
    />
  );
}

function OpportunityPicker({
  fidId,
  value,
  onChange,
  error,
}: {
  fidId: string;
  value: string | null;
  onChange: (opportunityId: string | null) => void;
  error: string | undefined;
}) {
  const opportunities = useAudienceOpportunities(fidId);
  return (
    <Select
      label="Opportunity"
      placeholder={opportunities.isLoading ? 'Loading…' : 'Choose an opportunity'}
      searchable
      data={(opportunities.data ?? []).map((o) => ({
        value: o.id,
        label: `${o.name} (${o.investors} ${o.investors === 1 ? 'investor' : 'investors'})`,
      }))}
      value={value}
      onChange={onChange}
      nothingFoundMessage="No opportunity has investors yet"
      error={error ?? (opportunities.isError ? errorText(opportunities.error, 'Failed to load data') : undefined)}
      required
    />
  );
}

/** Send a document (fid-admin): the file with its upload progress, what it asks for, and who gets it. */
export function SendDocumentForm({ fidId, onSent }: { fidId: string; onSent: (sent: DocumentSend) => void }) {
  const [draft, setDraft] = useState<SendDraft>(EMPTY_SEND_DRAFT);
  const [errors, setErrors] = useState<Errors>({});
  const { uploader, uploading } = useTrackedUploader();
  const send = useSendDocument(fidId);
  const set = <K extends Field>(key: K, value: SendDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A field's message goes once the field changes; the next Send checks everything again.
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkSendDraft(draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return;
    send.mutate(checked.body, { onSuccess: onSent });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Send a document">
      <Stack gap="sm">
        <FileUploadInput
          label="Document"
          group="document"
          required
          uploader={uploader}
          onUploaded={(result) => set('file', result ? { id: result.id, mime_type: result.mime_type } : null)}
        />
        {errors.file ? (
          <Text c="red.9" size="sm" role="alert">
            {errors.file}
          </Text>
        ) : null}
        <TextInput
          label="Name"
          description="As investors will see it in their documents"
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          required
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Kind"
            data={SENT_DOCUMENT_CLASSES.map((c) => ({ value: c, label: SENT_DOCUMENT_CLASS_LABELS[c] }))}
            value={draft.doc_class}
            onChange={(value) => value && set('doc_class', value as SentDocumentClass)}
            allowDeselect={false}
            error={errors.doc_class}
            required
          />
          <TextInput
            label="Document type"
            placeholder="Account Statement, K-1, Notice…"
            value={draft.document_type}
            onChange={(e) => set('document_type', e.currentTarget.value)}
            error={errors.document_type}
            required
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
          rows={2}
        />
        <Radio.Group
          label="Action required"
          value={draft.action_required}
          onChange={(value) => set('action_required', value as SendDraft['action_required'])}
          error={errors.action_required}
          required
        >
          <Group mt={4}>
            <Radio value="REVIEW_REQUIRED" label="Review" />
            <Radio value="SIGNATURE_REQUIRED" label="Signature" />
          </Group>
        </Radio.Group>
        <Radio.Group
          label="Send to"
          value={draft.audience}
          onChange={(value) => set('audience', value as DocumentAudience)}
          required
        >
          <Group mt={4} gap="md">
            {AUDIENCES.map((a) => (
              <Radio key={a.value} value={a.value} label={a.label} />
            ))}
          </Group>
        </Radio.Group>
        {draft.audience === 'INVESTOR' ? (
          <InvestorPicker
            fidId={fidId}
            value={draft.entity_id}
            onChange={(v) => set('entity_id', v)}
            error={errors.entity_id}
          />
        ) : null}
        {draft.audience === 'OPPORTUNITY' ? (
          <OpportunityPicker
            fidId={fidId}
            value={draft.opportunity_id}
            onChange={(v) => set('opportunity_id', v)}
            error={errors.opportunity_id}
          />
        ) : null}
        {draft.audience === 'ALL' ? (
          <Text size="sm" c="dimmed">
            Every investing entity of the fund receives its own copy.
          </Text>
        ) : null}
        {send.isError ? <Alert color="red">{errorText(send.error, 'Failed to send the document')}</Alert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} disabled={uploading}>
            Send document
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
