import type { PageDocument, PageIssue } from '../../contracts/pages';
import type { DB } from '../db';
import { audit } from '../documents/activity';
import { inDocumentTransaction, writeDocument } from '../documents/store';
import { removeRedirect } from '../redirects/store';
import { pageRef } from './pages';
import { storedText } from '../documents/schema-versions';

/** A new admin page: its document with the first draft, in the activity log as created. */
export function createPage(
  db: DB,
  o: { path: string; by: string; draft: PageDocument; issues: PageIssue[]; copiedFrom?: string },
) {
  return inDocumentTransaction(
    db,
    pageRef(o.path),
    async (trx, changed) => {
      // A redirect left at the address (an old page's) would stand in the way of the new page's own redirects.
      await removeRedirect(trx, o.path, changed);
      const row = await writeDocument(trx, pageRef(o.path), {
        baseVersion: 0,
        by: o.by,
        changes: { draft: storedText('page', o.draft), draftIssues: JSON.stringify(o.issues) },
        create: { source: 'admin' },
      });
      await audit(trx, o.path, 'create', row.version, o.by, o.copiedFrom ? `copy of ${o.copiedFrom}` : 'starter');
      return row.version;
    },
    // Only a draft: visitors see the page once it is published.
    { visible: false },
  );
}
