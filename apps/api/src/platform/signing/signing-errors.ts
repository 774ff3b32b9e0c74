import { AppError } from '#api/lib/app-error.ts';

/** Thrown by fillFields when `data_list` names fields the document does not have; the detail lists them. */
export class UnknownFieldsError extends AppError {
  readonly fieldNames: string[];

  constructor(fieldNames: string[]) {
    super('BAD_REQUEST', `The document has no field named ${fieldNames.map((n) => `'${n}'`).join(', ')}.`);
    this.fieldNames = fieldNames;
  }
}

/** Thrown by fillFields when a value does not suit its field (text for a checkbox, an unknown option...). */
export class FieldValueError extends AppError {
  readonly fieldName: string;

  constructor(fieldName: string, problem: string) {
    super('BAD_REQUEST', `Field '${fieldName}': ${problem}`);
    this.fieldName = fieldName;
  }
}

const SIGNING_FAILURE = {
  /** The bytes are not a PDF pdf-lib can read, or the PDF is encrypted. */
  UNREADABLE_PDF: 'UNREADABLE_PDF',
  /** Sealing would rewrite the file and break signatures it already carries. */
  ALREADY_SIGNED: 'ALREADY_SIGNED',
  /** The drawn signature is not a PNG pdf-lib can embed. */
  INVALID_SIGNATURE_IMAGE: 'INVALID_SIGNATURE_IMAGE',
  /** Countersigning needs a sealed PDF with a classic cross-reference table (what sealDocument writes). */
  NOT_SEALED_HERE: 'NOT_SEALED_HERE',
} as const;

export type SigningFailure = keyof typeof SIGNING_FAILURE;

/**
 * A seal or countersign that cannot succeed for this input. Not an AppError: the sealing job decides
 * whether to retry or to mark the document failed, and the user never sees these details.
 */
export class SigningError extends Error {
  readonly failure: SigningFailure;

  constructor(failure: SigningFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.failure = failure;
  }
}
