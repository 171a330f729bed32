import { AsyncLocalStorage } from 'node:async_hooks';
import type { SlotChange } from '../../media/upload';
import type { DB } from '../db';
import { recordActivity } from '../documents/activity';

/**
 * An upload into a slot from the upload manager is live at once, as it always
 * was, and is now recorded in the activity of the page that declares the slot:
 * which file the slot shows now and which it showed before, so staff can see
 * what changed and point the slot back (the earlier file stays in the library).
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

/** Who is uploading, for code the tus server calls back without the request's context (its onUploadFinish). */
export const uploader = new AsyncLocalStorage<string>();
