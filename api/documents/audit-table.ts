import type { DocumentAction } from '../../contracts/documents';
import type { Generated } from 'kysely';

/**
 * page_audit: who published, restored, reset, created or deleted which page, and when. Kept after a page is deleted.
 * Deletions from the media library are logged here too ('media-del', path = the file's address), so staff read one activity log.
 */
export interface PageAuditTable {
  id: Generated<number>;
  path: string;
  action: DocumentAction;
  version: number;
  at: string;
  /** The username of who did it. */
  actor: string;
  detail: string | null;
}
