import type {
  AccessStatus,
  InvestmentStatus,
  IssuerReview,
  NdaStatus,
  OpportunityApproval,
  OpportunityLifecycle,
  PaymentStatus,
} from '@dl/domain';
import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTime, Numeric, Timestamp } from './columns.ts';
import type {
  CapitalCallTable,
  CaptableSsoTokenTable,
  PaymentTable,
  ValuationMarkTable,
  WireInstructionsTable,
} from './schema-portfolio.ts';
import type {
  CapActionRequestTable,
  CapPlanTable,
  CapSecurityTable,
  CapStakeholderTable,
  CapStockClassTable,
  CapTableTable,
  CapTermsTable,
  CapTxTable,
} from './schema-captable.ts';
import type { CertificateTable, EntityAddressTable, EntityPhoneTable, EntityProfileTable } from './schema-profile.ts';
import type { EventTable, MeetingRequestTable, ResourceTable } from './schema-engagement.ts';
import type { ServiceRequestCommentTable, ServiceRequestTable } from './schema-engagement.ts';
import type {
  NotificationTable,
  SystemNotificationTable,
  SystemNotificationTenantTable,
  WebsocketTicketTable,
} from './schema-notifications.ts';
import type { DataEntityTable, FormResponseTable, FormTemplateTable } from './schema-forms.ts';
import type { QnaItemTable } from './schema-communications.ts';
import type { InvitationTable } from './schema-invitations.ts';
import type { InvestorDirectoryEntryTable, InvestorDirectoryView } from './schema-investor-directory.ts';
import type { OpportunityEditorTable } from './schema-approval.ts';
import type { OpportunityCallTable, WireInstructionsProposalTable } from './schema-capital-calls.ts';
import type { DocumentSendTable } from './schema-document-sends.ts';
import type { DocumentVersionTable, SignatureAreaColumn } from './schema-issuer-documents.ts';
import type { BrandingImageTable } from './schema-branding.ts';
import type {
  AuditEventTable,
  EmailOutboxTable,
  LoginAttemptTable,
  PasswordTokenTable,
  RefreshTokenTable,
} from './schema-auth.ts';

/** Row types of the database, written by hand next to the migrations that create them. */

interface FiduciaryTable {
  id: Generated<string>;
  slug: string;
  name: string;
  mpid: string | null;
  branding: Json;
  public_branding: Json;
  settings: Json;
  created_on: Timestamp;
  /** The provider's own home (provider staff memberships), migration 20261127_1600. */
  is_provider: Generated<boolean>;
  suspended_on: NullableTime;
  suspended_by: string | null;
  suspend_reason: string | null;
}

interface FiduciaryHostTable {
  host: string;
  fiduciary_id: string;
  /** The host's override of the tenant's public branding (migration 20261127_1700_host_branding). */
  public_branding: Json;
}

interface AppUserTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  trellis_uid: string;
  avatar_url: string | null;
  profile_details: Json;
  otp_secret: string | null;
  otp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  otp_pending_at: NullableTime;
  otp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  is_active: Generated<boolean>;
  /** Keep my city off the fiduciary's investor map (migration 20261127_1000_location_opt_out). */
  location_opt_out: Generated<boolean>;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export type EntityType = 'ENTITY' | 'INDIVIDUAL' | 'INDIVIDUAL_FOR_ENTITY';

interface InvestingEntityTable {
  id: Generated<string>;
  fiduciary_id: string;
  trellis_uid: string;
  name: string;
  type: EntityType;
  created_on: Timestamp;
}

interface IssuerTable {
  id: Generated<string>;
  fiduciary_id: string;
  name: string;
  stage: string | null;
  market: string | null;
  details: Json;
  created_on: Timestamp;
  /** The issuer portal (ADR 0030; migration 20261127_1800): sends go to its own approver first. */
  requires_internal_approval: Generated<boolean>;
  modified_on: Timestamp;
}

interface MembershipTable {
  id: Generated<string>;
  fiduciary_id: string;
  user_id: string;
  role: string;
  entity_id: string | null;
  issuer_id: string | null;
  created_on: Timestamp;
}

export interface OpportunityTable {
  id: Generated<string>;
  fiduciary_id: string;
  issuer_id: string;
  name: string;
  short_desc: Generated<string>;
  opportunity_type: 'PRIMARY' | 'SECONDARY';
  type: 'GENERAL' | 'FUND' | 'SPV';
  status: OpportunityLifecycle;
  size: Numeric;
  minimum: Numeric;
  pre: Numeric | null;
  post: Numeric | null;
  start_date: ColumnType<string | null, string | null | undefined, string | null>;
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  details: Json;
  created_on: Timestamp;
  modified_on: Timestamp;
  /** The fiduciary's decision (domain opportunity-approval.ts; migration 20261127_1020). */
  approval_status: Generated<OpportunityApproval>;
  rejection_reason: string | null;
  reviewed_by: string | null;
  reviewed_on: NullableTime;
  /** The issuer's internal review (domain ISSUER_REVIEWS; migration 20261127_1800). */
  issuer_review: Generated<IssuerReview>;
  issuer_review_reason: string | null;
  issuer_reviewed_by: string | null;
  issuer_reviewed_on: NullableTime;
  /** Anyone may read the tearsheet while it is Published (migration 20261128_0600, ADR 0033). */
  tearsheet_public: Generated<boolean>;
}

export interface StoredFileTable {
  id: Generated<string>;
  fiduciary_id: string;
  uploaded_by: string | null;
  name: string;
  mime_type: string;
  size: ColumnType<string, number, number>;
  sha256: string;
  storage_key: string;
  created_on: Timestamp;
}

interface OpportunityPreferenceTable {
  user_id: string;
  opportunity_id: string;
  fiduciary_id: string;
  /** 1 Saved, -1 Dismissed, 0 neutral (spec 3 "Other lists"). */
  favorite: -1 | 0 | 1;
  modified_on: Timestamp;
}

interface OpportunityTagTable {
  opportunity_id: string;
  fiduciary_id: string;
  tag: string;
}

interface EntityTagTable {
  entity_id: string;
  fiduciary_id: string;
  tag: string;
  created_on: Timestamp;
}

interface OpportunityAccessTable {
  opportunity_id: string;
  entity_id: string;
  fiduciary_id: string;
  status: AccessStatus;
  modified_on: Timestamp;
}

export type DocClass = 'NDA' | 'DEAL' | 'DATA_ROOM' | 'FIDUCIARY' | 'TAX' | 'CAPITAL_CALL';

/** A fillable field of a digitized document. */
export interface DocumentField {
  name: string;
  label: string;
  type: 'text' | 'checkbox';
  required: boolean;
}

interface DocumentTable {
  id: Generated<string>;
  fiduciary_id: string;
  opportunity_id: string | null;
  entity_id: string | null;
  doc_class: DocClass;
  document_type: string;
  name: string;
  description: Generated<string>;
  category: ColumnType<string[], string[] | undefined, string[]>;
  file_id: string;
  digitization_status: Generated<'CREATED' | 'PENDING_DIGITIZATION' | 'DIGITIZED'>;
  fields: Json<DocumentField[]>;
  action_required: 'SIGNATURE_REQUIRED' | 'REVIEW_REQUIRED' | null;
  created_on: Timestamp;
  modified_on: Timestamp;
  /** The fiduciary's send this copy belongs to (document_send), if any. */
  send_id: Generated<string | null>;
  first_viewed_on: Generated<Date | null>;
  first_viewed_by: Generated<string | null>;
  /** Where the signer's mark goes on a template without form fields (migration 20261127_1900). */
  signature_area: ColumnType<SignatureAreaColumn | null, string | null | undefined, string | null>;
}

/** The 'terms-agreed' marker (spec 9): when, and which version of the consent text. */
interface TermsAgreed {
  'terms-agreed': { at: string; version: string };
}

export interface NdaTable {
  id: Generated<string>;
  fiduciary_id: string;
  opportunity_id: string;
  entity_id: string;
  user_id: string;
  document_id: string;
  status: NdaStatus;
  pre_form_response: Json;
  data_list: Json<unknown[]>;
  timezone: string | null;
  terms_agreed: Json<TermsAgreed> | null;
  signed_file_id: string | null;
  executed_file_id: string | null;
  signed_on: NullableTime;
  countersigned_on: NullableTime;
  countersigned_by: string | null;
  declined_on: NullableTime;
  /** The issuer signatory's decline (migration 20261127_1850). */
  decline_reason: Generated<string | null>;
  declined_by: Generated<string | null>;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export interface InvestmentTable {
  id: Generated<string>;
  fiduciary_id: string;
  opportunity_id: string;
  entity_id: string;
  user_id: string;
  status: InvestmentStatus;
  amount: Numeric;
  pre_form_response: Json;
  data_list: Json<unknown[]>;
  timezone: string | null;
  terms_agreed: Json<TermsAgreed> | null;
  document_id: string | null;
  signed_file_id: string | null;
  countersigned_file_id: string | null;
  nda_signed_date: NullableTime;
  deal_reviewed_date: NullableTime;
  deal_signed_date: NullableTime;
  approved_on: NullableTime;
  approved_by: string | null;
  counter_signed_deal_date: NullableTime;
  executed_on: NullableTime;
  declined_on: NullableTime;
  decline_reason: string | null;
  payment_status: Generated<PaymentStatus>;
  payments_received: NullableTime;
  payments_acknowledged: NullableTime;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export type SigningSubjectKind = 'NDA' | 'NDA_COUNTERSIGN' | 'DEAL' | 'DEAL_COUNTERSIGN' | 'FIDUCIARY_DOCUMENT';

interface SigningSessionTable {
  id: Generated<string>;
  fiduciary_id: string;
  user_id: string;
  subject_kind: SigningSubjectKind;
  subject_id: string;
  status: Generated<'OPEN' | 'SUBMITTED' | 'SEALED' | 'FAILED' | 'CANCELLED'>;
  return_path: string;
  submission: Json | null;
  evidence: Json | null;
  result_file_id: string | null;
  last_error: string | null;
  expires_on: Timestamp;
  submitted_on: NullableTime;
  completed_on: NullableTime;
  created_on: Timestamp;
}

/** An entity's signature of a fiduciary document (one per document and entity). */
interface DocumentSignatureTable {
  id: Generated<string>;
  fiduciary_id: string;
  document_id: string;
  entity_id: string;
  user_id: string;
  status: 'SIGN_IN_PROCESS' | 'SIGNED';
  signed_file_id: string | null;
  signed_on: NullableTime;
  created_on: Timestamp;
}

export interface Database {
  fiduciary: FiduciaryTable;
  fiduciary_host: FiduciaryHostTable;
  app_user: AppUserTable;
  investing_entity: InvestingEntityTable;
  issuer: IssuerTable;
  membership: MembershipTable;
  refresh_token: RefreshTokenTable;
  password_token: PasswordTokenTable;
  login_attempt: LoginAttemptTable;
  audit_event: AuditEventTable;
  email_outbox: EmailOutboxTable;
  opportunity: OpportunityTable;
  stored_file: StoredFileTable;
  opportunity_preference: OpportunityPreferenceTable;
  opportunity_tag: OpportunityTagTable;
  entity_tag: EntityTagTable;
  opportunity_access: OpportunityAccessTable;
  document: DocumentTable;
  document_send: DocumentSendTable;
  document_version: DocumentVersionTable;
  nda: NdaTable;
  investment: InvestmentTable;
  signing_session: SigningSessionTable;
  document_signature: DocumentSignatureTable;
  capital_call: CapitalCallTable;
  payment: PaymentTable;
  valuation_mark: ValuationMarkTable;
  wire_instructions: WireInstructionsTable;
  opportunity_call: OpportunityCallTable;
  wire_instructions_proposal: WireInstructionsProposalTable;
  captable_sso_token: CaptableSsoTokenTable;
  form_template: FormTemplateTable;
  form_response: FormResponseTable;
  data_entity: DataEntityTable;
  entity_profile: EntityProfileTable;
  entity_address: EntityAddressTable;
  entity_phone: EntityPhoneTable;
  certificate: CertificateTable;
  meeting_request: MeetingRequestTable;
  event: EventTable;
  resource: ResourceTable;
  service_request: ServiceRequestTable;
  service_request_comment: ServiceRequestCommentTable;
  notification: NotificationTable;
  system_notification: SystemNotificationTable;
  system_notification_tenant: SystemNotificationTenantTable;
  websocket_ticket: WebsocketTicketTable;
  qna_item: QnaItemTable;
  invitation: InvitationTable;
  investor_directory: InvestorDirectoryView;
  investor_directory_entry: InvestorDirectoryEntryTable;
  opportunity_editor: OpportunityEditorTable;
  branding_image: BrandingImageTable;
  cap_table: CapTableTable;
  cap_stakeholder: CapStakeholderTable;
  cap_terms: CapTermsTable;
  cap_stock_class: CapStockClassTable;
  cap_plan: CapPlanTable;
  cap_security: CapSecurityTable;
  cap_tx: CapTxTable;
  cap_action_request: CapActionRequestTable;
}
