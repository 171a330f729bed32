import type { DocumentConflictAnswer } from '../../contracts/documents';
import { ApiError } from '../http';
import { StaleVersion } from './store';

/** The 409 answer: who wrote the document (`what`: this page, the navigation) last, and when. */
export function conflict(err: StaleVersion, what = 'this page'): ApiError {
  const { version, updatedBy, updatedAt } = err.current;
  const who = updatedBy
    ? `${updatedBy} changed ${what} at ${updatedAt}`
    : `${what[0]!.toUpperCase()}${what.slice(1)} changed`;
  const body: Omit<DocumentConflictAnswer, 'error'> = { version, changedBy: updatedBy, changedAt: updatedAt };
  return new ApiError(
    409,
    `${who} (it is now at version ${version}). Reload to see their changes, or save your copy again as a draft on top of theirs.`,
    body,
  );
}

/** Runs a write; a stale baseVersion becomes the 409 answer about `what`. */
export async function guarded<T>(work: () => Promise<T>, what?: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StaleVersion) throw conflict(err, what);
    throw err;
  }
}
