import { randomBytes } from 'node:crypto';
import { documentRef } from '../../contracts/documents';
import { factsOf, type DocumentKind } from '../../contracts/document-kinds';
import { createPoller } from '../../platform/poller';
import type { DB } from '../db';
import { HTTPException } from 'hono/http-exception';
import type { AnyKindSpec } from './kind';
import { publishVersion } from './publish';
import { checkMayPublish, tellPublished } from './review';
import type { ReviewMailer } from '../notifications/review-mail';
import { claimDue, failClaim, finishClaim, LostClaim, releaseClaim, type ClaimedSchedule } from './schedule';
import { StaleVersion } from './store';
import { dbNow } from '../../platform/database-clock';

/**
 * Publishes what is due, for every kind: each schedule's version, as it was scheduled (answers what it published: a page's path, a single document's kind): each due schedule is claimed with a
 * lease, and the publish removes it in its own transaction, so exactly one
 * instance publishes it, and a claim whose instance died runs out and is
 * taken by another. A draft that cannot be published (problems, deleted)
 * keeps its row marked failed with the reason, for staff to see; any other
 * error (the database away) leaves the claim to run out and be tried again.
 */
export async function publishDue(
  db: DB,
  kinds: Partial<Record<DocumentKind, AnyKindSpec>>,
  o: { owner: string; leaseMs: number; now?: number; log?: (line: string) => void; mailer?: ReviewMailer },
): Promise<string[]> {
  const log = o.log ?? console.error;
  const claimed = await claimDue(db, { owner: o.owner, leaseMs: o.leaseMs, now: o.now ?? dbNow() });
  const published: string[] = [];
  for (const row of claimed) {
    const spec = kinds[row.kind];
    if (!spec) continue;
    try {
      await mayStillPublish(db, row);
      await publishVersion(db, spec, {
        key: row.key,
        documentId: row.documentId,
        version: row.version,
        versionAt: row.versionAt,
        document: row.document,
        by: `${row.scheduledBy} (scheduled)`,
        async inside(trx) {
          await finishClaim(trx, row.documentId, o.owner);
          const by = `${row.scheduledBy} (scheduled)`;
          if (row.version !== null)
            await tellPublished(
              trx,
              { kind: row.kind, key: row.key },
              { by, mailer: o.mailer ?? null, upTo: row.version },
            );
        },
      });
      published.push(documentRef(factsOf(row.kind), row.kind, row.key));
    } catch (err) {
      await failed(db, row, o.owner, err, log);
    }
  }
  return published;
}

/**
 * A schedule is a publish made later, so it answers to the rule of the time
 * it runs: an editor's schedule made before review before publish was turned
 * on is held (failed with the reason, for staff to see) rather than putting
 * unreviewed words live. A scheduler no longer on the staff counts as an editor.
 */
async function mayStillPublish(db: DB, row: ClaimedSchedule) {
  const user = await db
    .selectFrom('adminUsers')
    .select('role')
    .where('username', '=', row.scheduledBy)
    .executeTakeFirst();
  await checkMayPublish(db, user?.role ?? 'editor');
}

async function failed(db: DB, row: ClaimedSchedule, owner: string, err: unknown, log: (line: string) => void) {
  if (err instanceof LostClaim) return;
  if (err instanceof StaleVersion) {
    // Someone saved the document between the claim's read and the publish: the next pass publishes the version.
    log(`Scheduled publish of ${row.kind} ${row.key} met a write in between; it is tried again`);
    await releaseClaim(db, row.documentId, owner).catch(() => {});
    return;
  }
  const reason = err instanceof Error ? err.message : String(err);
  if (err instanceof HTTPException) {
    log(`Scheduled publish of ${row.kind} ${row.key} failed: ${reason}`);
    await failClaim(db, row.documentId, owner, reason).catch(() => {});
  } else log(`Scheduled publish of ${row.kind} ${row.key} will be tried again: ${reason}`);
}

/**
 * Looks for due publishes on start and every `intervalMs` (default 15 s), on
 * the loop the outbox and the video pipeline use (passes never overlap).
 */
export function createDocumentScheduler(o: {
  db: DB;
  kinds: Partial<Record<DocumentKind, AnyKindSpec>>;
  intervalMs?: number;
  /** How long a claim holds (default 2 minutes: far longer than a publish takes). */
  leaseMs?: number;
  log?: (line: string) => void;
  /** After a pass that published something: this instance applies its own change at once (the feed would, a poll later). */
  onPublished?: () => Promise<void>;
  /** Queues the e-mail to the editor whose submitted draft a schedule put live (null while e-mail is off). */
  mailer?: ReviewMailer;
  /** After a pass that published something: sends the e-mails it queued without waiting for the outbox's timer. */
  onMailQueued?: () => void;
}) {
  const log = o.log ?? console.error;
  const owner = `instance-${randomBytes(6).toString('hex')}`;
  /** One pass as at `now` (tests move the clock forward instead of waiting). */
  const due = async (now?: number) => {
    const published = await publishDue(o.db, o.kinds, {
      owner,
      leaseMs: o.leaseMs ?? 120_000,
      now,
      log,
      mailer: o.mailer,
    });
    if (published.length) {
      o.onMailQueued?.();
      await o.onPublished?.();
    }
    return published;
  };
  return {
    ...createPoller({ name: 'Scheduled publishing', intervalMs: o.intervalMs ?? 15_000, log, pass: () => due() }),
    publishDue: due,
  };
}
