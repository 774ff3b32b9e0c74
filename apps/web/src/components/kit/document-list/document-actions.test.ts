// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type DocumentAction, documentActions, documentTitle, hasOpportunityLink } from './document-actions.ts';
import type { DocumentItem } from './document-item.ts';

const SIG = 'SIGNATURE_REQUIRED' as const;
const REVIEW = 'REVIEW_REQUIRED' as const;
const FID = { fiduciary_document: { id: 'fd-1' } };

type Case = [name: string, doc: Partial<DocumentItem>, expected: DocumentAction[]];

// Spec 4 "Behaviors": Sign when a signature is required and nothing is signed; View Signed when a
// signed document exists; for fiduciary documents View follows its own rule.
const cases: Case[] = [
  ['plain document, nothing required', {}, ['view']],
  ['plain, signature required, unsigned', { action_required: SIG }, ['sign']],
  ['plain, signature required, document_id only', { action_required: SIG, document_id: 'd1' }, ['sign']],
  ['plain, signature required, signed', { action_required: SIG, signed_document_id: 's1' }, ['view_signed']],
  ['plain, review required', { action_required: REVIEW }, ['view']],
  ['plain, signed without action', { signed_document_id: 's1' }, ['view_signed']],
  ['fiduciary, nothing required', { ...FID }, ['view']],
  ['fiduciary, signature required, no ids', { ...FID, action_required: SIG }, ['sign']],
  ['fiduciary, signature required, document_id', { ...FID, action_required: SIG, document_id: 'd1' }, ['sign', 'view']],
  [
    'fiduciary, signature required, signed',
    { ...FID, action_required: SIG, signed_document_id: 's1' },
    ['view', 'view_signed'],
  ],
  ['fiduciary, review required', { ...FID, action_required: REVIEW }, ['view']],
  [
    'fiduciary, review required, signed',
    { ...FID, action_required: REVIEW, signed_document_id: 's1' },
    ['view', 'view_signed'],
  ],
];

describe('documentActions', () => {
  it.each(cases)('%s', (_name, doc, expected) => {
    expect(documentActions({ doc_id: 'doc-1', ...doc })).toEqual(expected);
  });
});

describe('documentTitle', () => {
  it.each([
    [{ opportunity_name: 'Northwind', document_name: 'NDA.pdf', document_type: 'NDA' }, 'Northwind'],
    [{ document_name: 'NDA.pdf', document_type: 'NDA' }, 'NDA.pdf'],
    [{ document_type: 'NDA' }, 'NDA'],
    [{}, 'Untitled document'],
  ])('%o -> %s', (doc, expected) => {
    expect(documentTitle({ doc_id: 'd', ...doc })).toBe(expected);
  });

  it('links to the opportunity only with both its id and name', () => {
    expect(hasOpportunityLink({ doc_id: 'd', opportunity_id: 'o1', opportunity_name: 'Northwind' })).toBe(true);
    expect(hasOpportunityLink({ doc_id: 'd', opportunity_id: 'o1' })).toBe(false);
    expect(hasOpportunityLink({ doc_id: 'd', opportunity_name: 'Northwind' })).toBe(false);
  });
});
