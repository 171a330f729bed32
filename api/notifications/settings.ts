import { z } from 'zod';
import { nowIso, type DB } from '../db';

/** The app_settings key of the recipients chosen in admin Settings. */
const RECIPIENTS_KEY = 'notifications.recipients';

const stored = z.array(z.string());

/** The recipients staff set in Settings; empty when none are set (NOTIFY_TO applies). */
export async function recipientOverride(db: DB): Promise<string[]> {
  const row = await db.selectFrom('appSettings').select('value').where('key', '=', RECIPIENTS_KEY).executeTakeFirst();
  if (!row) return [];
  const parsed = stored.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : [];
}

export async function saveRecipientOverride(db: DB, recipients: string[]) {
  const value = JSON.stringify(recipients);
  const updatedAt = nowIso();
  await db
    .insertInto('appSettings')
    .values({ key: RECIPIENTS_KEY, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}
