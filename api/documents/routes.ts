import type { z } from 'zod';
import { readStored, storedText } from './schema-versions';
import type { ScheduleAnswer, VersionAnswer } from '../../contracts/documents';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { ApiError, apiRouter } from '../http';
import { validate } from '../validate';
import { pageOf } from '../paging';
import { guarded } from './conflict';
import { inputOf, withField, type DocumentInputs, type DocumentKindSpec, type OpenedDocument } from './kind';
import { publishableDraft, publishNow } from './publish';
import { putSchedule, removeSchedule, scheduleTime } from './schedule';
import { checkMayCancelSchedule, checkMayPublish, tellPublished } from './review';
import { reviewRoutes } from './review-routes';
import { compareDocuments } from './compare';
import { getRevision, listRevisions, restoreDraft, revisionNumber, saveDraft, writeDocument } from './store';
import type { DB } from '../db';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { CompareAnswer, VersionRef } from '../../contracts/compare';
import { dbNow } from '../../platform/database-clock';

/** The document's identity; undefined while it has never been written (no revisions, nothing scheduled). */
const idOf = <Doc>(opened: OpenedDocument<Doc>) => opened.row?.id;

/** One version of the document for a comparison, with the words staff know it by (404 when there is none). */
async function versionOf<Doc>(
  db: DB,
  spec: DocumentKindSpec<Doc>,
  opened: OpenedDocument<Doc>,
  ref: VersionRef,
): Promise<{ document: unknown; label: string }> {
  if (ref === 'draft') {
    if (!opened.row?.draft) throw new ApiError(404, `${spec.name(opened.key)} has no saved draft to compare`);
    return { document: readStored(spec.kind, opened.row.draft), label: 'Draft' };
  }
  if (ref === 'live') {
    const live = opened.row?.published ? readStored(spec.kind, opened.row.published) : opened.base?.document;
    if (!live) throw new ApiError(404, `${spec.name(opened.key)} is not live yet: there is nothing to compare with`);
    return { document: live, label: 'Live' };
  }
  const id = idOf(opened);
  const row = id === undefined ? undefined : await getRevision(db, id, ref);
  if (!row || id === undefined) throw new ApiError(404, `${spec.name(opened.key)} has no published version ${ref}`);
  return { document: readStored(spec.kind, row.document), label: `Version ${await revisionNumber(db, id, row.id)}` };
}

/*
 * Each group below is a chained sub-app, so its routes keep their input and
 * output types for hc<AppType>. The kind's schemas are generic here, read
 * through inputOf so that each kind's routes carry its own schemas' types;
 * each handler reads the validated value as the shape every kind shares.
 */
/** The words before a query's issues, for every route of the core. */
const QUERY_LEAD = 'The query string has problems';
type Spec<Doc, I extends DocumentInputs, Detail extends object, F extends string> = DocumentKindSpec<Doc, I, Detail, F>;
type Out<K extends keyof DocumentInputs> = z.output<DocumentInputs[K]>;
const refOf = (spec: { kind: DocumentKindSpec<unknown>['kind'] }, key: string) => ({ kind: spec.kind, key });

/** GET / (the editor's state), PUT /draft (saved even when invalid, with its issues), POST /preview. */
function draftRoutes<Doc, I extends DocumentInputs, Detail extends object, F extends string>(
  spec: Spec<Doc, I, Detail, F>,
) {
  return apiRouter<AdminEnv>()
    .get('/', validate('query', inputOf(spec, 'key'), { lead: QUERY_LEAD }), async (c) => {
      const { db } = c.var.deps;
      const detail: Detail = await spec.detail(db, await spec.open(db, spec.key(c.req.valid('query'))));
      return c.json(detail as Detail & object);
    })
    .put(
      '/draft',
      validate('query', inputOf(spec, 'key'), { lead: QUERY_LEAD }),
      validate('json', inputOf(spec, 'draft'), spec.body),
      async (c) => {
        const { db } = c.var.deps;
        const key = spec.key(c.req.valid('query'));
        const body = c.req.valid('json') as Out<'draft'>;
        const document = body[spec.field];
        spec.sizeCheck?.(document);
        const opened = await spec.open(db, key);
        const { issues } = spec.check(key, document);
        await spec.prepare?.(db, key, document);
        const version = await guarded(
          () =>
            saveDraft(db, refOf(spec, key), {
              baseVersion: body.baseVersion,
              by: c.var.admin.username,
              draft: document,
              issues,
              extra: spec.draftExtra?.(opened, body),
              create: opened.create,
              activity: spec.activity,
            }),
          spec.what,
        );
        return c.json({ version, issues });
      },
    )
    .post('/preview', validate('json', inputOf(spec, 'preview'), spec.body), async (c) => {
      const body = c.req.valid('json') as Out<'preview'>;
      return c.body(spec.preview(body), 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
      });
    });
}

/** POST /publish (now, or at a time: 202) and DELETE /schedule. */
function publishRoutes<Doc, I extends DocumentInputs, Detail extends object, F extends string>(
  spec: Spec<Doc, I, Detail, F>,
) {
  return apiRouter<AdminEnv>()
    .post(
      '/publish',
      validate('query', inputOf(spec, 'key'), { lead: QUERY_LEAD }),
      validate('json', inputOf(spec, 'publish'), spec.body),
      async (c) => {
        const { db } = c.var.deps;
        const key = spec.key(c.req.valid('query'));
        const { baseVersion, at } = c.req.valid('json') as Out<'publish'>;
        const by = c.var.admin.username;
        await checkMayPublish(db, c.var.admin.role);
        if (at) {
          const now = dbNow();
          const when = scheduleTime(at, now);
          // Checked now: a draft that could not be published is refused at once, not at midnight.
          const { opened, document } = await publishableDraft(db, spec, {
            key,
            baseVersion,
            lead: `${spec.draftName} cannot be scheduled until these are fixed`,
          });
          const row = opened.row!;
          // Exactly the version the caller saw is what goes live: held at its version while the schedule is written.
          await guarded(
            () =>
              db.transaction().execute(async (trx) => {
                await writeDocument(trx, { id: row.id }, { baseVersion, by, changes: {}, sameVersion: true });
                const version = {
                  version: baseVersion,
                  versionAt: row.updatedAt,
                  document: storedText(spec.kind, document),
                };
                await putSchedule(trx, row.id, { at: when, by, now, ...version });
              }),
            spec.what,
          );
          return c.json(
            { scheduledAt: when, version: baseVersion, versionAt: row.updatedAt } satisfies ScheduleAnswer,
            202,
          );
        }
        const { notifications } = c.var.deps;
        const mailer = notifications.reviewMailer;
        const ref = { kind: spec.kind, key };
        const inside = (trx: Transaction<Database>) => tellPublished(trx, ref, { by, mailer });
        const version = await publishNow(db, spec, { key, by, baseVersion, inside });
        notifications.kick();
        return c.json({ version } satisfies VersionAnswer, 200);
      },
    )
    .delete('/schedule', validate('query', inputOf(spec, 'key'), { lead: QUERY_LEAD }), async (c) => {
      const key = spec.key(c.req.valid('query'));
      await checkMayCancelSchedule(c.var.deps.db, c.var.admin.role);
      const opened = await spec.open(c.var.deps.db, key);
      const id = idOf(opened);
      if (id === undefined || !(await removeSchedule(c.var.deps.db, id)))
        throw new ApiError(404, `${spec.name(key)} has no scheduled publish`);
      return c.body(null, 204);
    });
}

/** GET /revisions, /revision and /compare (any two of the published versions, live and the draft). */
function revisionRoutes<Doc, I extends DocumentInputs, Detail extends object, F extends string>(
  spec: Spec<Doc, I, Detail, F>,
) {
  const lead = QUERY_LEAD;
  return apiRouter<AdminEnv>()
    .get('/revisions', validate('query', inputOf(spec, 'revisions'), { lead }), async (c) => {
      const { db } = c.var.deps;
      const query = c.req.valid('query') as Out<'revisions'>;
      const { cursor, limit } = query;
      const id = idOf(await spec.open(db, spec.key(query)));
      const rows =
        id === undefined ? [] : await listRevisions(db, id, { cursor: cursor ? Number(cursor) : undefined, limit });
      return c.json(
        pageOf(
          rows,
          limit,
          (row) => row.id,
          (row) => ({
            version: row.version,
            number: Number(row.number),
            publishedAt: row.publishedAt,
            publishedBy: row.publishedBy,
          }),
        ),
      );
    })
    .get('/revision', validate('query', inputOf(spec, 'revision'), { lead }), async (c) => {
      const { db } = c.var.deps;
      const query = c.req.valid('query') as Out<'revision'>;
      const key = spec.key(query);
      const { version } = query;
      const id = idOf(await spec.open(db, key));
      const row = id === undefined ? undefined : await getRevision(db, id, version);
      if (!row) throw new ApiError(404, `${spec.name(key)} has no published version ${version}`);
      return c.json({
        version: row.version,
        publishedAt: row.publishedAt,
        publishedBy: row.publishedBy,
        // The document as it was published: it passed the kind's check then.
        ...withField(spec.field, readStored(spec.kind, row.document) as Doc),
      });
    })
    .get('/compare', validate('query', inputOf(spec, 'compare'), { lead }), async (c) => {
      const { db } = c.var.deps;
      const query = c.req.valid('query') as Out<'compare'>;
      const { from, to } = query;
      const opened = await spec.open(db, spec.key(query));
      const [a, b] = await Promise.all([versionOf(db, spec, opened, from), versionOf(db, spec, opened, to)]);
      return c.json({
        from: { ref: from, label: a.label },
        to: { ref: to, label: b.label },
        changes: compareDocuments(a.document, b.document),
      } satisfies CompareAnswer);
    });
}

/** POST /restore: a published version, or the kind's default, becomes the draft. */
function restoreRoutes<Doc, I extends DocumentInputs, Detail extends object, F extends string>(
  spec: Spec<Doc, I, Detail, F>,
) {
  return apiRouter<AdminEnv>().post(
    '/restore',
    validate('query', inputOf(spec, 'key'), { lead: QUERY_LEAD }),
    validate('json', inputOf(spec, 'restore'), spec.body),
    async (c) => {
      const { db } = c.var.deps;
      const key = spec.key(c.req.valid('query'));
      const body = c.req.valid('json') as Out<'restore'>;
      const opened = await spec.open(db, key);
      const by = c.var.admin.username;
      let draft: unknown;
      let action = spec.reset.action;
      let detail = spec.reset.detail;
      if ('version' in body) {
        const id = idOf(opened);
        const revision = id === undefined ? undefined : await getRevision(db, id, body.version);
        if (!revision) throw new ApiError(404, `${spec.name(key)} has no published version ${body.version} to restore`);
        draft = readStored(spec.kind, revision.document);
        action = 'restore';
        detail = `revision ${body.version}`;
      } else {
        const missing = spec.reset.missing(opened);
        if (missing) throw missing;
        draft = opened.base!.document;
      }
      // A revision made under older rules may no longer pass (a link to a page deleted since): restored with its problems listed.
      const { issues } = spec.check(key, draft);
      await spec.prepare?.(db, key, draft);
      const reset = !('version' in body);
      const version = await guarded(
        () =>
          restoreDraft(db, refOf(spec, key), {
            baseVersion: body.baseVersion,
            by,
            draft,
            issues,
            // Reset to the default: the edit is now based on it as it is.
            extra: reset ? spec.reset.extra?.(opened) : undefined,
            create: opened.create,
            activity: spec.activity,
            action,
            detail,
          }),
        spec.what,
      );
      return c.json({ version } satisfies VersionAnswer);
    },
  );
}

/**
 * The routes every kind of document has, to mount where the kind lives: GET
 * (the editor's state), PUT draft, POST publish (now, or at a time: 202),
 * DELETE schedule, GET revisions, revision and compare (any two of the
 * published versions, live and the draft), POST restore and preview, and
 * the review before publish (GET and POST review, POST review/send-back).
 * Every call needs a session, every write a same-origin request; a write
 * names the version it was based on and is refused with 409 if someone
 * wrote since. Each write records its change in the feed in its own
 * transaction, so every instance follows (api/documents/store.ts).
 */
export function documentRoutes<Doc, I extends DocumentInputs, Detail extends object, F extends string>(
  spec: Spec<Doc, I, Detail, F>,
) {
  return apiRouter<AdminEnv>()
    .use(sameOrigin, requireAdmin)
    .route('/', draftRoutes(spec))
    .route('/', publishRoutes(spec))
    .route('/', revisionRoutes(spec))
    .route('/', restoreRoutes(spec))
    .route('/', reviewRoutes(spec));
}
