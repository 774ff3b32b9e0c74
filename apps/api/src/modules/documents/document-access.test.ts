import { describe, expect, it } from 'vitest';
import { type DocumentAccessInput, decideDocumentAccess } from './document-access.ts';

const base: DocumentAccessInput = {
  docClass: 'NDA',
  addressedTo: null,
  opportunityDiscoverable: true,
  ndaStatus: null,
  entityIds: ['mine', 'also-mine'],
};

describe('decideDocumentAccess', () => {
  it.each<[string, Partial<DocumentAccessInput>, ReturnType<typeof decideDocumentAccess>]>([
    ['NDA of a discoverable opportunity', {}, 'ALLOW'],
    ['DEAL of a discoverable opportunity', { docClass: 'DEAL' }, 'ALLOW'],
    ['NDA of an opportunity the entity cannot discover', { opportunityDiscoverable: false }, 'NOT_FOUND'],
    ['DATA_ROOM without an NDA', { docClass: 'DATA_ROOM' }, 'DATA_ROOM_CLOSED'],
    ['DATA_ROOM with the NDA signed only', { docClass: 'DATA_ROOM', ndaStatus: 'NDA_SIGNED' }, 'DATA_ROOM_CLOSED'],
    [
      'DATA_ROOM while countersigning',
      { docClass: 'DATA_ROOM', ndaStatus: 'NDA_COUNTERSIGN_IN_PROCESS' },
      'DATA_ROOM_CLOSED',
    ],
    ['DATA_ROOM with the NDA declined', { docClass: 'DATA_ROOM', ndaStatus: 'NDA_DECLINED' }, 'DATA_ROOM_CLOSED'],
    ['DATA_ROOM with the NDA executed', { docClass: 'DATA_ROOM', ndaStatus: 'NDA_EXECUTED' }, 'ALLOW'],
    [
      'DATA_ROOM of an undiscoverable opportunity, NDA executed',
      { docClass: 'DATA_ROOM', ndaStatus: 'NDA_EXECUTED', opportunityDiscoverable: false },
      'NOT_FOUND',
    ],
    ['TAX addressed to my entity', { docClass: 'TAX', addressedTo: 'also-mine' }, 'ALLOW'],
    ['FIDUCIARY addressed to my entity', { docClass: 'FIDUCIARY', addressedTo: 'mine' }, 'ALLOW'],
    ['CAPITAL_CALL addressed to my entity', { docClass: 'CAPITAL_CALL', addressedTo: 'mine' }, 'ALLOW'],
    ['TAX addressed to someone else', { docClass: 'TAX', addressedTo: 'theirs' }, 'NOT_FOUND'],
    ['FIDUCIARY addressed to no one', { docClass: 'FIDUCIARY', addressedTo: null }, 'NOT_FOUND'],
    [
      'my own signed copy of an NDA whose opportunity closed',
      { opportunityDiscoverable: false, isOwnSignedCopy: true },
      'ALLOW',
    ],
  ])('%s', (_, input, expected) => {
    expect(decideDocumentAccess({ ...base, ...input })).toBe(expected);
  });
});
