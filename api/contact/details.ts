import type { ContactDetails, ContactDetailsData } from '../../contracts/contact-details';
import { withChanges } from '../../platform/change-feed';
import { nowIso, type DB } from '../db';

/**
 * The single stored contact record (id 1), seeded from site-config on first
 * start and edited in admin Settings. Reads are served from memory; a write
 * replaces the cached copy and bumps `version`, which drops cached HTML.
 */
export function createContactDetailsRepo(db: DB, defaults: ContactDetailsData) {
  let current: ContactDetails | undefined;
  let version = 0;

  async function load(): Promise<ContactDetails> {
    let row = await db.selectFrom('contactDetails').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row) {
      await db
        .insertInto('contactDetails')
        .values({ id: 1, ...defaults, updatedAt: nowIso() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      row = await db.selectFrom('contactDetails').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    }
    current = row;
    return row;
  }

  return {
    load,
    /** The record as last loaded or saved (call load() once at start). */
    get(): ContactDetails {
      if (!current) throw new Error('contact details not loaded: call load() first');
      return current;
    },
    /** Saves the record and records the change in the feed in the same transaction (every instance reloads it). */
    async update(data: ContactDetailsData): Promise<ContactDetails> {
      const row = await withChanges(db, async (trx, changed) => {
        const saved = await trx
          .updateTable('contactDetails')
          .set({ ...data, updatedAt: nowIso() })
          .where('id', '=', 1)
          .returningAll()
          .executeTakeFirstOrThrow();
        changed({ kind: 'contact', key: '' });
        return saved as ContactDetails;
      });
      current = row;
      version++;
      return row;
    },
    get version() {
      return version;
    },
  };
}

export type ContactDetailsRepo = ReturnType<typeof createContactDetailsRepo>;
