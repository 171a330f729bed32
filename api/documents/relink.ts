import { readStored, storedText } from './schema-versions';
import type { Transaction } from 'kysely';
import type { Change } from '../../platform/change-feed';
import type { Database } from '../db/types';
import { ApiError } from '../http';
import type { AnyKindSpec } from './kind';
import { withdrawOnEdit } from './review-store';
import { writeDocument, writePublish } from './store';
import type { LinkToPage } from '../../contracts/pages';
import { documentRef } from '../../contracts/documents';
import { DOCUMENT_KINDS, factsOf, type DocumentKind } from '../../contracts/document-kinds';
import type { Db } from './store';

import { leadsTo, relink, valueAt, type HrefPath } from './link-paths';
import { restoreRemovedLinks, unlinkNavigation, type RemovedLink } from './unlink';

export { relink, type HrefPath };

/** One link rewritten: where it is and what it read before and after. */
export interface HrefEdit {
  at: HrefPath;
  was: string;
  now: string;
}

/**
 * The document (a page, the navigation) with every `href` that leads to
 * `from` pointing at `to`, and where each one was; null when none did.
 */
export function relinkHrefs<T>(doc: T, from: string, to: string): { doc: T; edits: HrefEdit[] } | null {
  const edits: HrefEdit[] = [];
  const walk = (value: unknown, at: HrefPath): unknown => {
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...at, i]));
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        if (k === 'href' && typeof v === 'string') {
          const next = relink(v, from, to);
          if (next !== v) edits.push({ at: [...at, k], was: v, now: next });
          out[k] = next;
        } else out[k] = walk(v, [...at, k]);
      }
      return out;
    }
    return value;
  };
  const next = walk(doc, []) as T;
  return edits.length ? { doc: next, edits } : null;
}

/**
 * What one relink did to one document, kept with a deleted page so a restore
 * can undo exactly these links and no others (a link staff pointed at the
 * redirect's target on purpose stays).
 */
export interface DocumentRelink {
  documentId: number;
  kind: DocumentKind;
  key: string;
  draft: HrefEdit[];
  published: HrefEdit[];
  /** Menu and footer links taken out (a delete that removes them), rather than re-pointed. */
  removed?: { draft: RemovedLink[]; published: RemovedLink[] };
}

function setHrefAt(doc: unknown, at: HrefPath, value: string) {
  let here = doc as Record<string | number, unknown>;
  for (const step of at.slice(0, -1)) here = here[step] as Record<string | number, unknown>;
  here[at[at.length - 1]] = value;
}

type Row = {
  id: number;
  kind: DocumentKind;
  key: string;
  version: number;
  draft: string | null;
  draftIssues?: string | null;
  published: string | null;
};

/**
 * What a relink needs to publish like any publish: each kind's check and
 * beforePublish, and the addresses live once its transaction commits (a
 * moved page's new address, a restored page), which the site's page list
 * does not know yet.
 */
export interface RelinkKinds {
  kinds: Partial<Record<DocumentKind, AnyKindSpec>>;
  alsoLive?: readonly string[];
}

/** The relinked live document as the kind's check and beforePublish pass it; undefined when they refuse it. */
async function publishable(trx: Transaction<Database>, row: Row, doc: unknown, check: RelinkKinds) {
  const spec = check.kinds[row.kind];
  if (!spec) return undefined;
  const checked = spec.check(row.key, doc, { alsoLive: check.alsoLive });
  if (!checked.document) return undefined;
  try {
    await spec.beforePublish?.(trx, checked.document, row.key);
  } catch (err) {
    if (err instanceof ApiError) return undefined;
    throw err;
  }
  return { spec, document: checked.document as unknown };
}

/**
 * Writes a relinked document through the one write, at the version the
 * relink read (a save since makes the whole relink a 409): always a new
 * version, so an editor open on the old one meets the usual conflict answer
 * rather than putting the old links back with its next autosave. A changed
 * live document is published like any publish: the kind's check and
 * beforePublish, a revision, an activity entry, a waiting review withdrawn.
 * One the check refuses stays as it is live (the old address's redirect
 * still leads on) and the relinked document becomes the draft, with its
 * problems, for staff to publish. Answers whether it went live.
 */
async function writeRelinked(
  trx: Transaction<Database>,
  row: Row,
  o: { draft: unknown | null; published: unknown | null; by: string; detail: string },
  check: RelinkKinds,
): Promise<boolean> {
  const spec = check.kinds[row.kind];
  const draftOf = (doc: unknown) => ({
    draft: storedText(row.kind, doc),
    draftIssues: spec ? JSON.stringify(spec.check(row.key, doc, { alsoLive: check.alsoLive }).issues) : row.draftIssues,
  });
  const live = o.published ? await publishable(trx, row, o.published, check) : undefined;
  if (live) {
    await writePublish(
      trx,
      { id: row.id },
      {
        baseVersion: row.version,
        by: o.by,
        document: live.document,
        stored: storedText(row.kind, live.document),
        logAs: live.spec.activity?.({ kind: row.kind, key: row.key }),
        detail: o.detail,
        draft: o.draft ? draftOf(o.draft) : { draft: row.draft, draftIssues: row.draftIssues ?? null },
        review: { settle: false },
      },
    );
    return true;
  }
  // A draft of other words (without these links) stays staff's; only a document with no draft takes the relinked one.
  const draft = o.draft ?? (row.draft ? null : o.published);
  if (!draft) return false;
  const written = await writeDocument(
    trx,
    { id: row.id },
    { baseVersion: row.version, by: o.by, changes: draftOf(draft) },
  );
  await withdrawOnEdit(trx, {
    documentId: row.id,
    version: written.version,
    by: o.by,
    logAs: spec?.activity?.({ kind: row.kind, key: row.key }),
  });
  return false;
}

/**
 * A scheduled version is a stored document too: it publishes what it was, but
 * its links follow a move or a delete like the draft's and the live
 * document's, or at its time it would put back links that lead nowhere (and
 * the kind's check would refuse it).
 */
async function rewriteScheduled(
  trx: Transaction<Database>,
  rewrite: (doc: unknown) => unknown | null,
  kind?: DocumentKind,
) {
  let q = trx
    .selectFrom('documentSchedules as s')
    .innerJoin('documents as d', 'd.id', 's.documentId')
    .select(['s.documentId', 's.document', 'd.kind'])
    .where('d.deletedAt', 'is', null)
    .where('s.document', 'is not', null);
  if (kind) q = q.where('d.kind', '=', kind);
  for (const row of await q.execute()) {
    const next = rewrite(readStored(row.kind, row.document));
    if (next)
      await trx
        .updateTable('documentSchedules')
        .set({ document: storedText(row.kind, next) })
        .where('documentId', '=', row.documentId)
        .execute();
  }
}

/**
 * Points every live document's links to `from` at `to` (in what is live and
 * in drafts), each change reported to the feed: pages and the navigation
 * when a page moves, only the navigation when a deleted page's address
 * sends its visitors on. Answers what changed, link by link.
 */
export async function relinkDocuments(
  trx: Transaction<Database>,
  from: string,
  to: string,
  changed: (change: Change) => void,
  o: { by: string; except?: number; kind?: DocumentKind; check: RelinkKinds },
): Promise<DocumentRelink[]> {
  const done: DocumentRelink[] = [];
  let q = trx
    .selectFrom('documents')
    .select(['id', 'kind', 'key', 'version', 'draft', 'draftIssues', 'published'])
    .where('deletedAt', 'is', null);
  if (o.except !== undefined) q = q.where('id', '!=', o.except);
  if (o.kind) q = q.where('kind', '=', o.kind);
  for (const row of await q.orderBy('id').execute()) {
    const draft = row.draft ? relinkHrefs(readStored(row.kind, row.draft), from, to) : null;
    const published = row.published ? relinkHrefs(readStored(row.kind, row.published), from, to) : null;
    if (!draft && !published) continue;
    await writeRelinked(
      trx,
      row,
      {
        draft: draft?.doc ?? null,
        published: published?.doc ?? null,
        by: o.by,
        detail: `links to ${from} now lead to ${to}`,
      },
      o.check,
    );
    changed({ kind: row.kind, key: row.key });
    done.push({
      documentId: row.id,
      kind: row.kind,
      key: row.key,
      draft: draft?.edits ?? [],
      published: published?.edits ?? [],
    });
  }
  await rewriteScheduled(trx, (doc) => relinkHrefs(doc, from, to)?.doc ?? null, o.kind);
  return done;
}

/**
 * Takes the navigation's menu and footer links to a deleted page out (what
 * is live, and the draft), as a new navigation version. Answers the record a
 * restore undoes, the links by name, and what had to stay.
 */
export async function removeNavigationLinks(
  trx: Transaction<Database>,
  path: string,
  changed: (change: Change) => void,
  o: { by: string; check: RelinkKinds },
): Promise<{ relinks: DocumentRelink[]; names: string[]; kept: string[] }> {
  const row = await trx
    .selectFrom('documents')
    .select(['id', 'kind', 'key', 'version', 'draft', 'draftIssues', 'published'])
    .where('kind', '=', 'navigation')
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return { relinks: [], names: [], kept: [] };
  const published = row.published ? unlinkNavigation(readStored(row.kind, row.published), path) : null;
  const draft = row.draft ? unlinkNavigation(readStored(row.kind, row.draft), path) : null;
  const names = published?.names.length ? published.names : (draft?.names ?? []);
  const kept = published?.kept ?? draft?.kept ?? [];
  if (!published?.removed.length && !draft?.removed.length) return { relinks: [], names, kept };
  await writeRelinked(
    trx,
    row,
    {
      draft: draft?.removed.length ? draft.doc : null,
      published: published?.removed.length ? published.doc : null,
      by: o.by,
      detail: `links to ${path} removed with it`,
    },
    o.check,
  );
  await rewriteScheduled(trx, (doc) => unlinkNavigation(doc, path)?.doc ?? null, 'navigation');
  changed({ kind: row.kind, key: row.key });
  const removed = { draft: draft?.removed ?? [], published: published?.removed ?? [] };
  return {
    relinks: [{ documentId: row.id, kind: row.kind, key: row.key, draft: [], published: [], removed }],
    names,
    kept,
  };
}

/** What names a relinked document to staff, in its kind's words: '/about', 'the navigation'. */
export const relinkedName = (r: Pick<DocumentRelink, 'kind' | 'key'>) => factsOf(r.kind).label(r.key);

/** How an answer lists the documents a relink changed: a page by its address, a single document by its kind. */
export const relinkedRefs = (relinks: readonly Pick<DocumentRelink, 'kind' | 'key'>[]) =>
  relinks.map((r) => documentRef(factsOf(r.kind), r.kind, r.key));

/**
 * Undoes recorded relinks: each link that still reads what the relink made
 * it reads what it did before. A link changed since (or a document deleted
 * or restructured since) is left as it is and named in `kept`, so staff know
 * what to look at rather than having their later work overwritten.
 */
export async function undoRelinks(
  trx: Transaction<Database>,
  relinks: DocumentRelink[],
  changed: (change: Change) => void,
  o: { by: string; detail: string; check: RelinkKinds },
): Promise<{ restored: string[]; kept: string[] }> {
  const restored: string[] = [];
  const kept: string[] = [];
  for (const r of relinks) {
    const row = await trx
      .selectFrom('documents')
      .select(['id', 'kind', 'key', 'version', 'draft', 'draftIssues', 'published'])
      .where('id', '=', r.documentId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!row) {
      kept.push(`${relinkedName(r)} is gone, so its links could not be put back`);
      continue;
    }
    const undo = (text: string | null, edits: HrefEdit[], removed: RemovedLink[] = []) => {
      if (!text || (!edits.length && !removed.length)) return null;
      let doc = JSON.parse(text) as unknown;
      let any = false;
      const back = removed.length ? restoreRemovedLinks(doc, removed, kept) : null;
      // Staff may have filled the menu meanwhile: a document its kind's shape would refuse is not written.
      const problem = back ? o.check.kinds[row.kind]?.shape?.safeParse(back).error : undefined;
      if (problem)
        kept.push(
          `the menu links could not be put back: ${problem.issues[0]?.message ?? 'the menu would not be valid'}`,
        );
      else if (back) [doc, any] = [back, true];
      for (const e of edits) {
        if (valueAt(doc, e.at) === e.now) {
          setHrefAt(doc, e.at, e.was);
          any = true;
        } else kept.push(`a link in ${relinkedName(row)} to ${e.now} was changed since, so it stays as it is`);
      }
      return any ? doc : null;
    };
    const draft = undo(row.draft, r.draft, r.removed?.draft);
    const published = undo(row.published, r.published, r.removed?.published);
    if (!draft && !published) continue;
    await writeRelinked(trx, row, { draft, published, by: o.by, detail: o.detail }, o.check);
    changed({ kind: row.kind, key: row.key });
    restored.push(relinkedName(row));
  }
  return { restored, kept };
}

const labelOf = (holder: Record<string, unknown>) =>
  [holder.label, holder.text, holder.title].find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? '';

/** Every `href` in a document that leads to `path` (itself, an anchor on it or a query to it), with where it sits. */
function hrefsTo(doc: unknown, path: string): { at: HrefPath; href: string; label: string }[] {
  const out: { at: HrefPath; href: string; label: string }[] = [];
  const walk = (value: unknown, at: HrefPath) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...at, i]));
    else if (value && typeof value === 'object') {
      const holder = value as Record<string, unknown>;
      for (const [k, v] of Object.entries(holder)) {
        if (k === 'href' && typeof v === 'string') {
          if (leadsTo(v, path)) out.push({ at, href: v, label: labelOf(holder) });
        } else walk(v, [...at, k]);
      }
    }
  };
  walk(doc, []);
  return out;
}

/** The kinds whose documents may hold links to pages (the contact details hold none). */
const LINKING_KINDS = DOCUMENT_KINDS.filter((kind) => factsOf(kind).linkPlace);

/**
 * Every link to `path` in the live documents (what is published, and drafts
 * waiting to be), so deleting or moving a page can name what leads to it
 * before anything changes. Page files are not documents here: their links
 * are part of the code and checked by its tests.
 */
export async function linksTo(db: Db, path: string): Promise<LinkToPage[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['kind', 'key', 'draft', 'published'])
    .where('deletedAt', 'is', null)
    .where('kind', 'in', LINKING_KINDS)
    // Not the page itself: a single document's key ('site') is never an address.
    .where('key', '!=', path)
    .orderBy('kind')
    .orderBy('key')
    .execute();
  const out: LinkToPage[] = [];
  for (const row of rows) {
    const place = factsOf(row.kind).linkPlace!;
    const live = row.published ? hrefsTo(readStored(row.kind, row.published), path) : [];
    const draft = row.draft ? hrefsTo(readStored(row.kind, row.draft), path) : [];
    const liveAt = new Set(live.map((l) => JSON.stringify(l.at)));
    for (const [link, draftOnly] of [
      ...live.map((l) => [l, false] as const),
      ...draft.filter((l) => !liveAt.has(JSON.stringify(l.at))).map((l) => [l, true] as const),
    ])
      out.push({
        in: relinkedName({ kind: row.kind, key: row.key }),
        where: place(link.at),
        label: link.label,
        href: link.href,
        draftOnly,
      });
  }
  return out;
}
