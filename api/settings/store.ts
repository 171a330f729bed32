import { z } from 'zod';
import { DEFAULT_SITE_TIME_ZONE, isKnownTimeZone } from '../../contracts/site-time';
import type { Transaction } from 'kysely';
import { nowIso, type DB } from '../db';
import type { Database } from '../db/types';

type Db = DB | Transaction<Database>;

/** The app_settings key of the site's time zone (seeded by migration 0210_site_time_zone). */
export const TIME_ZONE_KEY = 'site.timeZone';

const stored = z.string().refine(isKnownTimeZone);

/**
 * The site's time zone, read from the database on every call (one row by its
 * key), so every instance uses a change at once. A row that is missing or
 * names a zone this runtime does not know (a server with an older time-zone
 * database) reads as Nairobi.
 */
export async function siteTimeZone(db: DB): Promise<string> {
  const row = await db.selectFrom('appSettings').select('value').where('key', '=', TIME_ZONE_KEY).executeTakeFirst();
  if (!row) return DEFAULT_SITE_TIME_ZONE;
  let value: unknown;
  try {
    value = JSON.parse(row.value);
  } catch {
    return DEFAULT_SITE_TIME_ZONE;
  }
  const parsed = stored.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_SITE_TIME_ZONE;
}

export async function saveSiteTimeZone(db: DB, zone: string) {
  const value = JSON.stringify(zone);
  const updatedAt = nowIso();
  await db
    .insertInto('appSettings')
    .values({ key: TIME_ZONE_KEY, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}

/** The app_settings key of review before publish (no row: off, as it starts). */
export const REVIEW_KEY = 'site.reviewBeforePublish';

/**
 * Whether an editor's publish waits for an admin's review. Read on every
 * call like the time zone, so an admin's change holds on every instance at
 * once; anything but a stored `true` reads as off.
 */
export async function reviewBeforePublish(db: Db): Promise<boolean> {
  const row = await db.selectFrom('appSettings').select('value').where('key', '=', REVIEW_KEY).executeTakeFirst();
  return row?.value === 'true';
}

export async function saveReviewBeforePublish(db: DB, on: boolean) {
  const value = JSON.stringify(on);
  const updatedAt = nowIso();
  await db
    .insertInto('appSettings')
    .values({ key: REVIEW_KEY, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}
