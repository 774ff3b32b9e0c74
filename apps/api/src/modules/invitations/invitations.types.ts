import type { Selectable } from 'kysely';
import type { InvitationTable } from '#api/db/schema-invitations.ts';

/** An invitation row as read from the database; the shape other modules receive. */
export type InvitationRow = Selectable<InvitationTable>;
