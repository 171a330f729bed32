import type { Transaction } from 'kysely';
import { readStored, storedText } from './schema-versions';
import type { DB } from '../db';
import type { Database } from '../db/types';
import { ApiError, issueAt, validationError } from '../http';
import { documentHash } from './documents';
import type { DocumentKindSpec, OpenedDocument } from './kind';
import { getDocument, inDocumentTransaction, publishDocument, StaleVersion, writePublish } from './store';
import { conflict, guarded } from './conflict';

/** 400 naming each problem by its JSON path. */
export const issuesError = (issues: { path: (string | number)[]; message: string }[], lead: string) =>
  validationError(
    issues.map((i) => issueAt(i.path, i.message)),
    lead,
  );

/**
 * The document's saved draft, checked as publishable: 409 if it changed
 * since `baseVersion` (when given), 400 when there is no draft or it has
 * problems (`lead` says what cannot happen until they are fixed).
 */
export async function publishableDraft<Doc>(
  db: DB,
  spec: DocumentKindSpec<Doc>,
  o: { key: string; baseVersion?: number; lead: string },
): Promise<{ opened: OpenedDocument<Doc>; current: number; document: Doc }> {
  const opened = await spec.open(db, o.key);
  const current = opened.row?.version ?? 0;
  if (o.baseVersion !== undefined && o.baseVersion !== current) throw conflict(StaleVersion.of(opened.row), spec.what);
  const draft = readStored(spec.kind, opened.row?.draft);
  if (!draft)
    throw new ApiError(400, 'There is no draft to publish: save your changes as a draft first.', { issues: [] });
  const checked = spec.check(o.key, draft);
  if (!checked.document) throw issuesError(checked.issues, o.lead);
  return { opened, current, document: checked.document };
}

/**
 * The saved draft goes live by Publish (`inside` runs in the publishing
 * transaction first). Published exactly as its default (a page's file, the
 * seed navigation), the override is dropped.
 */
export async function publishNow<Doc>(
  db: DB,
  spec: DocumentKindSpec<Doc>,
  o: { key: string; by: string; baseVersion?: number; inside?: (trx: Transaction<Database>) => Promise<void> },
): Promise<number> {
  const { opened, current, document } = await publishableDraft(db, spec, {
    ...o,
    lead: `${spec.draftName} cannot be published until these are fixed`,
  });
  const same = !!opened.base && documentHash(document) === opened.base.hash;
  await spec.prepare?.(db, o.key, document);
  return guarded(
    () =>
      publishDocument(
        db,
        { kind: spec.kind, key: o.key },
        {
          baseVersion: current,
          by: o.by,
          document,
          stored: same ? null : storedText(spec.kind, document),
          activity: spec.activity,
          detail: same ? (spec.sameAsBaseDetail ?? null) : null,
          async inside(trx) {
            await o.inside?.(trx);
            await spec.beforePublish?.(trx, document, o.key);
          },
        },
      ),
    spec.what,
  );
}

/**
 * A scheduled version goes live: exactly the document as it was when it was
 * scheduled, checked by the kind's rules of now (a file it shows deleted
 * since refuses it, with the reason kept for staff). Words saved after it
 * stay the draft, at a new version (their editor meets the usual 409 and
 * reloads onto it); a review of those newer words keeps waiting. Written
 * through the one write at the version read in the transaction: a save in
 * between throws StaleVersion, and the scheduler tries again.
 */
export async function publishVersion<Doc>(
  db: DB,
  spec: DocumentKindSpec<Doc>,
  o: {
    key: string;
    documentId: number;
    version: number | null;
    versionAt: string | null;
    document: string | null;
    by: string;
    inside: (trx: Transaction<Database>) => Promise<void>;
  },
): Promise<number> {
  if (o.version === null || !o.document)
    throw new ApiError(400, 'The schedule names no version to publish: schedule the draft again.', { issues: [] });
  const checked = spec.check(o.key, readStored(spec.kind, o.document));
  if (!checked.document)
    throw issuesError(checked.issues, 'The scheduled version cannot be published until these are fixed');
  const document = checked.document;
  const { base } = await spec.open(db, o.key);
  await spec.prepare?.(db, o.key, document);
  const same = !!base && documentHash(document) === base.hash;
  const ref = { kind: spec.kind, key: o.key };
  return inDocumentTransaction(db, ref, async (trx) => {
    await o.inside(trx);
    await spec.beforePublish?.(trx, document, o.key);
    const row = await getDocument(trx, ref);
    if (!row || row.id !== o.documentId) throw new ApiError(404, `${spec.name(o.key)} is not there any more`);
    const newer = row.version !== o.version;
    const written = await writePublish(
      trx,
      { id: row.id },
      {
        baseVersion: row.version,
        by: o.by,
        document,
        stored: same ? null : storedText(spec.kind, document),
        logAs: spec.activity?.(ref),
        detail: `the version of ${o.versionAt ?? 'its scheduling'}`,
        draft: newer ? { draft: row.draft, draftIssues: row.draftIssues } : undefined,
        review: { settle: true, upTo: o.version! },
      },
    );
    return written.version;
  });
}
