import type { Migration } from 'kysely';
import * as foundation from './20261121_1500_foundation.ts';
import * as storedFile from './20261121_1600_stored_file.ts';
import * as dealFlow from './20261121_1700_deal_flow.ts';
import * as opportunityListIndexes from './20261121_1800_opportunity_list_indexes.ts';
import * as documentSignature from './20261121_1830_document_signature.ts';
import * as membershipNotify from './20261121_1900_membership_notify.ts';
import * as portfolioPayments from './20261121_1910_portfolio_payments.ts';
import * as opportunityNotify from './20261121_1940_opportunity_notify.ts';
import * as notifications from './20261121_2000_notifications.ts';
import * as qnaItem from './20261121_2010_qna_item.ts';
import * as engagement from './20261121_2020_engagement.ts';
import * as forms from './20261121_2030_forms.ts';
import * as myProfile from './20261121_2040_my_profile.ts';
import * as invitation from './20261121_2050_invitation.ts';
import * as invitationEntity from './20261121_2100_invitation_entity.ts';
import * as pgBoss from './20261126_1000_pg_boss.ts';
import * as jobsToPgBoss from './20261126_1010_jobs_to_pg_boss.ts';
import * as capitalCalls from './20261127_1040_capital_calls.ts';
import * as secondFactor from './20261127_0900_second_factor.ts';
import * as locationOptOut from './20261127_1000_location_opt_out.ts';
import * as documentSends from './20261127_1100_document_sends.ts';
import * as dashboardIndexes from './20261127_1050_dashboard_indexes.ts';
import * as dealDesk from './20261127_1030_deal_desk.ts';
import * as opportunityApproval from './20261127_1020_opportunity_approval.ts';
import * as investorDirectory from './20261127_1010_investor_directory.ts';
import * as fundAdminBenchIndexes from './20261127_1200_fund_admin_bench_indexes.ts';
import * as investorDirectoryEntry from './20261127_1300_investor_directory_entry.ts';
import * as listChangeNotify from './20261127_1500_list_change_notify.ts';
import * as providerTenants from './20261127_1600_provider_tenants.ts';
import * as hostBranding from './20261127_1700_host_branding.ts';
import * as issuerDocuments from './20261127_1900_issuer_documents.ts';
import * as issuerPortal from './20261127_1800_issuer_portal.ts';
import * as issuerInterest from './20261127_1850_issuer_interest.ts';
import * as systemNotificationSchedule from './20261127_1610_system_notification_schedule.ts';
import * as userDirectoryNotify from './20261127_2300_user_directory_notify.ts';
import * as loginThrottle from './20261127_2330_login_throttle.ts';
import * as captableLedger from './20261128_0000_captable_ledger.ts';
import * as capSecurityTermsIdx from './20261128_0100_cap_security_terms_idx.ts';
import * as capOcfObject from './20261128_0300_cap_ocf_object.ts';
import * as fileHolderIndexes from './20261128_0410_file_holder_indexes.ts';
import * as sessionRevokedNotify from './20261128_0500_session_revoked_notify.ts';
import * as publicTearsheet from './20261128_0600_public_tearsheet.ts';

/** Every migration, by timestamped name. Migrations are never edited after they land. */
export const migrations: Record<string, Migration> = {
  '20261121_1500_foundation': foundation,
  '20261121_1600_stored_file': storedFile,
  '20261121_1700_deal_flow': dealFlow,
  '20261121_1800_opportunity_list_indexes': opportunityListIndexes,
  '20261121_1830_document_signature': documentSignature,
  '20261121_1900_membership_notify': membershipNotify,
  '20261121_1910_portfolio_payments': portfolioPayments,
  '20261121_1940_opportunity_notify': opportunityNotify,
  '20261121_2000_notifications': notifications,
  '20261121_2010_qna_item': qnaItem,
  '20261121_2020_engagement': engagement,
  '20261121_2030_forms': forms,
  '20261121_2040_my_profile': myProfile,
  '20261121_2050_invitation': invitation,
  '20261121_2100_invitation_entity': invitationEntity,
  '20261126_1000_pg_boss': pgBoss,
  '20261126_1010_jobs_to_pg_boss': jobsToPgBoss,
  '20261127_1040_capital_calls': capitalCalls,
  '20261127_0900_second_factor': secondFactor,
  '20261127_1000_location_opt_out': locationOptOut,
  '20261127_1050_dashboard_indexes': dashboardIndexes,
  '20261127_1100_document_sends': documentSends,
  '20261127_1030_deal_desk': dealDesk,
  '20261127_1020_opportunity_approval': opportunityApproval,
  '20261127_1010_investor_directory': investorDirectory,
  '20261127_1200_fund_admin_bench_indexes': fundAdminBenchIndexes,
  '20261127_1300_investor_directory_entry': investorDirectoryEntry,
  '20261127_1500_list_change_notify': listChangeNotify,
  '20261127_1600_provider_tenants': providerTenants,
  '20261127_1700_host_branding': hostBranding,
  '20261127_1610_system_notification_schedule': systemNotificationSchedule,
  '20261127_2300_user_directory_notify': userDirectoryNotify,
  '20261127_1800_issuer_portal': issuerPortal,
  '20261127_1850_issuer_interest': issuerInterest,
  '20261127_1900_issuer_documents': issuerDocuments,
  '20261127_2330_login_throttle': loginThrottle,
  '20261128_0000_captable_ledger': captableLedger,
  '20261128_0100_cap_security_terms_idx': capSecurityTermsIdx,
  '20261128_0300_cap_ocf_object': capOcfObject,
  '20261128_0410_file_holder_indexes': fileHolderIndexes,
  '20261128_0500_session_revoked_notify': sessionRevokedNotify,
  '20261128_0600_public_tearsheet': publicTearsheet,
};
