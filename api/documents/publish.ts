import type { Transaction } from 'kysely';
import { readStored, storedText } from './schema-versions';
import type { DB } from '../db';
import type { Database } from '../db/types';
import { ApiError, issueAt, validationError } from '../http';
import { documentHash } from './documents';
import type { DocumentKindSpec, OpenedDocument } from './kind';
import { publishDocument, StaleVersion } from './store';
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
 * The saved draft goes live: by Publish, and by the scheduler (whose claim
 * ends in the same transaction, through `inside`). Published exactly as its
 * default (a page's file, the seed navigation), the override is dropped.
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
            await spec.beforePublish?.(trx, document);
          },
        },
      ),
    spec.what,
  );
}
