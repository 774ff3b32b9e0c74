import type { SigningSubjectKind } from '@dl/contracts';
import type { Executor, Trx } from '#api/db/database.ts';
import type { DocumentField } from '#api/db/schema.ts';
import type { SignatureAreaColumn } from '#api/db/schema-issuer-documents.ts';
import type { FieldValue } from '#api/platform/signing/index.ts';

/** What a ceremony shows and seals for one subject (an NDA, a deal, their countersignatures). */
interface SubjectDocument {
  /** Ceremony page title, e.g. 'Sign the NDA: Northwind Robotics Series A'. */
  title: string;
  documentName: string;
  /** The stored file the signer reviews and the seal starts from. */
  sourceFileId: string;
  /** Fillable fields (a countersignature has none: the signed file is flat). */
  fields: DocumentField[];
  /** Values saved before the ceremony (`PATCH .../nda`, `PATCH .../deal-document`). */
  dataList: FieldValue[];
  /**
   * Values the platform already knows (the investment amount, formatted): filled from the record at
   * open and at submit, shown read-only, and never taken from the signer (ADR 0033).
   */
  recordValues?: FieldValue[];
  /** Where the issuer placed the signature on a template without fields (document.signature_area). */
  signatureArea?: SignatureAreaColumn | null;
}

interface SessionRef {
  id: string;
  fiduciary_id: string;
  user_id: string;
  subject_id: string;
}

/**
 * One kind of signing subject. The ceremony and the seal job are generic; each kind says what to
 * sign and what sealing means for it (which state machine event, which columns). A provider-shaped
 * seam (ARCHITECTURE.md section 6): an external e-sign provider would replace the ceremony, not this.
 */
export interface SigningSubjectAdapter {
  kind: SigningSubjectKind;
  /** 'seal' for a first signature (fill, stamp, certificate page, PKCS#7); 'countersign' adds one. */
  mode: 'seal' | 'countersign';
  /** The signature's /Reason and the certificate page's reason. */
  reason: string;
  load(db: Executor, session: SessionRef): Promise<SubjectDocument | undefined>;
  /** On submit, in its transaction: the 'terms-agreed' marker and the values that will be sealed. */
  recordSubmit?(
    trx: Trx,
    session: SessionRef,
    submit: { termsAgreed: { at: string; version: string }; dataList: FieldValue[] },
  ): Promise<void>;
  /**
   * After sealing, in the transaction that marks the session SEALED: moves the subject through its
   * state machine (a refused transition throws, and the seal fails visibly).
   */
  applySealed(trx: Trx, session: SessionRef, sealed: { fileId: string; sealedAt: Date }): Promise<void>;
}

export type SubjectAdapters = Readonly<Record<SigningSubjectKind, SigningSubjectAdapter>>;
