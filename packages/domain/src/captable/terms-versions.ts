/**
 * Versioned security terms (issue 17 point 2): editing terms adds a version; a security keeps the
 * version it was issued under. Deleting terms is refused while an issued security uses them.
 */
import type { SecurityTerms } from './securities.ts';
import { type TermsProblem, validateTerms } from './terms-validation.ts';

export interface TermsVersion {
  termsId: string;
  version: number;
  terms: SecurityTerms;
}

export type TermsChange = { ok: true; versions: TermsVersion[] } | { ok: false; problems: TermsProblem[] };

/** Adds a version (1 for new terms); the type number cannot change between versions. */
export function reviseTerms(versions: readonly TermsVersion[], termsId: string, terms: SecurityTerms): TermsChange {
  const problems = validateTerms(terms);
  const previous = currentTerms(versions, termsId);
  if (previous && previous.terms.type !== terms.type)
    problems.push({
      field: 'type',
      message: `These terms are type ${previous.terms.type}; create new terms for type ${terms.type}.`,
    });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, versions: [...versions, { termsId, version: (previous?.version ?? 0) + 1, terms }] };
}

export function currentTerms(versions: readonly TermsVersion[], termsId: string): TermsVersion | undefined {
  return versions.filter((v) => v.termsId === termsId).sort((a, b) => b.version - a.version)[0];
}

/** The refusal to delete terms that issued securities use, or null. */
export function termsDeletionRefusal(usedByIssued: readonly string[]): string | null {
  if (usedByIssued.length === 0) return null;
  const list =
    usedByIssued.slice(0, 3).join(', ') + (usedByIssued.length > 3 ? ` and ${usedByIssued.length - 3} more` : '');
  return `These terms cannot be deleted: issued securities use them (${list}).`;
}
