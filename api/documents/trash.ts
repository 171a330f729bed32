import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { DocumentRow } from './store';

/**
 * What every document going to the trash leaves behind, in the trashing
 * transaction: its scheduled publish (cancelled: answers when it was for, so
 * the answer can say so) and its review (a document in the trash waits for
 * nobody; a restore brings it back to submit again).
 */
export async function clearForTrash(
  trx: Transaction<Database>,
  row: Pick<DocumentRow, 'id'>,
): Promise<{ cancelledSchedule: string | null }> {
  const schedule = await trx
    .deleteFrom('documentSchedules')
    .where('documentId', '=', row.id)
    .returning('at')
    .executeTakeFirst();
  await trx.deleteFrom('documentReviews').where('documentId', '=', row.id).execute();
  return { cancelledSchedule: schedule?.at ?? null };
}
