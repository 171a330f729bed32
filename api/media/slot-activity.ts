import { AsyncLocalStorage } from 'node:async_hooks';
import type { SlotChange, UploadResult } from '../../media/upload';
import type { DB } from '../db';
import { recordActivity } from '../documents/activity';

/**
 * An upload into a slot is live at once, as it always was, and is recorded
 * in the activity of the page that declares the slot: which file the slot
 * shows now and which it showed before, so staff can see what changed and
 * point the slot back (the earlier file stays in the library).
 */
export function recordSlotChange(db: DB, change: SlotChange, by: string) {
  const was = change.previous ? `, was ${change.previous}` : '';
  return recordActivity(db, {
    path: change.page,
    action: 'upload',
    by,
    detail: `${change.fileName}: now ${change.asset}${was}`,
  });
}

/** What every upload route does with a finished upload: one that changed a slot is recorded on its page. */
export async function settleUpload(db: DB, result: UploadResult, by: string) {
  if (result.change) await recordSlotChange(db, result.change, by);
}

/** The words of the review rule for an upload that names a live slot (every route refuses it alike). */
export const REPLACING_LIVE_SLOT = 'replacing a picture a page shows';

/** Who is uploading, for code the tus server calls back without the request's context (its onUploadFinish). */
export const uploader = new AsyncLocalStorage<string>();
