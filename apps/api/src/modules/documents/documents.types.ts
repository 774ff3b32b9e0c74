import type { findDocumentById } from './documents.repository.ts';

/** A document row with its opportunity name, entity uid and file type, as the documents mapper reads it. */
export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocumentById>>>;
