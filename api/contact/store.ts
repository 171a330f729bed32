import { sql, type Kysely } from 'kysely';
import type { ContactMessage } from '../../contracts/contact-message';
import type { SpamReason } from '../../contracts/inquiries';
import { isUniqueViolation, type DB } from '../db';
import type { Database } from '../db/types';
import { queueNotification } from '../notifications/outbox';
import { lockAddress } from './address';

/**
 * Limits of the contact form. 20 messages an hour is more than a busy office
 * behind one NAT sends, and stops a script from filling the inbox. The same
 * submission again within a day (every field equal) is a double click, a
 * retry after a network error or a bot repeating itself: the first copy is
 * kept and the others are answered as if stored. A message that differs in
 * any field (a colleague using the same e-mail address, a corrected phone
 * number) is a new message.
 */
export const CONTACT_LIMITS = { perAddress: 20, windowMs: 60 * 60_000, duplicateWindowMs: 24 * 60 * 60_000 } as const;

export type StoreResult =
  | { kind: 'stored'; id: number; createdAt: string; queued: boolean }
  | { kind: 'duplicate'; id: number; createdAt: string }
  | { kind: 'limited'; retryAfterSeconds: number };

export interface StoreOptions {
  sourceKey: string;
  spamReason: SpamReason | null;
  now: Date;
  /** Set when a notification should be queued: makes the Message-ID from the new id. */
  notify: ((inquiryId: number) => string) | null;
  /**
   * A message from the contact spool: its receipt id makes storing it twice
   * a duplicate, and the per-address limit is not counted again (the spool
   * applied it when it took the message in, and the sender was told it arrived).
   */
  receiptId?: string;
}

/**
 * Stores a contact message, unless its address has reached the limit or it
 * repeats a recent message, and queues its notification in the same
 * transaction. The limit and the duplicate test are part of the INSERT
 * itself (INSERT … SELECT … WHERE), so parallel submissions cannot all pass
 * a check made before them: 5,000 at once store at most the limit. An
 * address already at its limit is answered from one read, without a write
 * transaction, so a flood costs the database little.
 */
export async function storeSubmission(db: DB, msg: ContactMessage, opts: StoreOptions): Promise<StoreResult> {
  try {
    return await insertSubmission(db, msg, opts);
  } catch (err) {
    // The same spooled message stored already (by another drain, or before a crash): the first copy stands.
    if (!opts.receiptId || !isUniqueViolation(err)) throw err;
    const earlier = await db
      .selectFrom('contactInquiries')
      .select(['id', 'createdAt'])
      .where('receiptId', '=', opts.receiptId)
      .executeTakeFirstOrThrow();
    return { kind: 'duplicate', ...earlier };
  }
}

async function insertSubmission(db: DB, msg: ContactMessage, opts: StoreOptions): Promise<StoreResult> {
  const limit = opts.receiptId ? Number.MAX_SAFE_INTEGER : CONTACT_LIMITS.perAddress;
  const createdAt = opts.now.toISOString();
  const windowStart = new Date(opts.now.getTime() - CONTACT_LIMITS.windowMs).toISOString();
  const duplicateSince = new Date(opts.now.getTime() - CONTACT_LIMITS.duplicateWindowMs).toISOString();
  const email = msg.email.toLowerCase();
  const recentFromAddress = (q: Kysely<Database>) =>
    q.selectFrom('contactInquiries').where('sourceKey', '=', opts.sourceKey).where('createdAt', '>', windowStart);
  // Inquiries from the last day equal to this one in every field (null equals null).
  const sameSubmission = (q: Kysely<Database>) => {
    let s = q
      .selectFrom('contactInquiries')
      .where(sql`lower(email)`, '=', email)
      .where('createdAt', '>', duplicateSince);
    for (const key of Object.keys(msg) as (keyof ContactMessage)[]) {
      if (key === 'email') continue;
      const v = msg[key];
      s = v === null ? s.where(key, 'is', null) : s.where(key, '=', v);
    }
    return s;
  };

  /** Not stored: the first copy of a repeat, else the limit and when the address may send again. */
  async function refusal(q: Kysely<Database>): Promise<StoreResult> {
    const earlier = await sameSubmission(q).select(['id', 'createdAt']).orderBy('id').limit(1).executeTakeFirst();
    if (earlier) return { kind: 'duplicate', ...earlier };
    // The oldest message still inside the window: when it leaves, the address may send again.
    const oldest = await recentFromAddress(q).select('createdAt').orderBy('createdAt').limit(1).executeTakeFirst();
    const freeAt = oldest ? new Date(oldest.createdAt).getTime() + CONTACT_LIMITS.windowMs : opts.now.getTime();
    return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil((freeAt - opts.now.getTime()) / 1000)) };
  }

  const { n } = await recentFromAddress(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) >= limit) return refusal(db);

  return db.transaction().execute(async (trx) => {
    await lockAddress(trx, opts.sourceKey);
    const values = {
      ...msg,
      status: opts.spamReason ? 'spam' : 'new',
      spamReason: opts.spamReason,
      sourceKey: opts.sourceKey,
      receiptId: opts.receiptId ?? null,
      createdAt,
    } as const;
    const columns = Object.keys(values) as (keyof typeof values)[];
    const row = await trx
      .insertInto('contactInquiries')
      .columns(columns)
      .expression(
        trx
          .selectNoFrom((eb) => columns.map((k) => eb.val(values[k]).as(k)))
          .where((eb) => recentFromAddress(trx).select(eb.fn.countAll().as('n')), '<', limit)
          .where((eb) => eb.not(eb.exists(sameSubmission(trx).select('id')))),
      )
      .returning(['id', 'createdAt'])
      .executeTakeFirst();
    if (!row) return refusal(trx);
    if (opts.notify) await queueNotification(trx, row.id, opts.notify(row.id), opts.now);
    return { kind: 'stored', id: row.id, createdAt: row.createdAt, queued: !!opts.notify };
  });
}
