import { type DataListItem, type SigningSession, saveDealDocumentRoute, saveNdaValuesRoute } from '@dl/contracts';
import { apiRequest } from '#web/lib/api-client.ts';
import { opportunityIdOf } from '../lib/signing-return.ts';
import { browserTimezone } from './nda.ts';

/**
 * Saves the ceremony's fill-form values with the browser's timezone (spec 7): `PATCH .../nda` for an
 * NDA (the opportunity is the one the session returns to), `PATCH investments/{id}/deal-document`
 * for a deal. Countersign sessions have nothing of the signer's to save.
 */
export async function saveCeremonyValues(
  fidId: string,
  session: Pick<SigningSession, 'subject_kind' | 'subject_id' | 'return_path'>,
  dataList: DataListItem[],
): Promise<void> {
  const body = { timezone: browserTimezone(), data_list: dataList };
  if (session.subject_kind === 'DEAL') {
    await apiRequest(saveDealDocumentRoute, { params: { fidId, id: session.subject_id }, body });
    return;
  }
  const opportunityId = session.subject_kind === 'NDA' ? opportunityIdOf(session.return_path) : null;
  if (opportunityId) await apiRequest(saveNdaValuesRoute, { params: { fidId, id: opportunityId }, body });
}
