import type { DocumentAction } from '../../contracts/documents';
import type { Generated } from 'kysely';

/**
 * document_activity: who published, restored, reset, created, moved or deleted which document, and when.
 * Kept after a document is deleted. Deletions from the media library and slot uploads are logged here too
 * ('media-del', subject = the file's address), so staff read one activity log.
 */
export interface DocumentActivityTable {
  id: Generated<number>;
  /** A page's address, a library file's URL, or the log name a kind gives its documents (DocumentKindSpec.activity). */
  subject: string;
  action: DocumentAction;
  version: number;
  at: string;
  /** The username of who did it. */
  actor: string;
  detail: string | null;
}
