import type { IssuerDocumentClass } from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';

const TEMPLATES_LOCKED = 'The NDA and subscription templates change only while the opportunity is a draft.';
const DATA_ROOM_LOCKED = 'The data room of a closed opportunity does not change.';

/**
 * What investors sign is reviewed with the opportunity: the templates (and their signature area)
 * change only in a draft (Created). The data room grows during the raise: it changes until Closed.
 */
export function templatesWritable(status: string): boolean {
  return status === 'Created';
}
export function dataRoomWritable(status: string): boolean {
  return status !== 'Closed';
}

/** 409 when the opportunity's status does not allow changing a document of this class. */
export function requireWritable(status: string, docClass: IssuerDocumentClass | string): void {
  if (docClass === 'DATA_ROOM') {
    if (!dataRoomWritable(status)) throw new AppError('CONFLICT', DATA_ROOM_LOCKED);
  } else if (!templatesWritable(status)) {
    throw new AppError('CONFLICT', TEMPLATES_LOCKED);
  }
}
