import type { DB } from './db';

/**
 * One number in the database that every change to what pages show bumps
 * (contact details, media files and records; page edits too). Instances keep
 * rendered HTML, the contact record and media records in memory; each polls
 * this number (a one-row read, every 500 ms by default) and, when another
 * instance changed it, reloads them, so N instances behind a load balancer
 * show a change within a second of each other. SQLite and PostgreSQL alike:
 * no LISTEN/NOTIFY needed.
 */
export interface ContentVersion {
  /** The version this instance has caught up with (part of the HTML cache key). */
  readonly value: number;
  /** Records a change made here, and reloads at once. */
  bump(): Promise<void>;
  /** Called after another instance (or this one) changed content. */
  onChange(listener: () => Promise<void> | void): void;
  start(): Promise<void>;
  stop(): void;
}

export function createContentVersion(db: DB, { intervalMs = 500 }: { intervalMs?: number } = {}): ContentVersion {
  let seen = 0;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;
  const listeners: (() => Promise<void> | void)[] = [];

  const read = async () =>
    (await db.selectFrom('contentVersion').select('version').where('id', '=', 1).executeTakeFirst())?.version ?? 0;

  // One check at a time: a slow reload must not overlap the next tick's.
  const check = () =>
    (checking ??= (async () => {
      try {
        const v = await read();
        if (v === seen) return;
        seen = v;
        for (const l of listeners) await l();
      } finally {
        checking = undefined;
      }
    })());

  return {
    get value() {
      return seen;
    },
    async bump() {
      await db
        .updateTable('contentVersion')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', 1)
        .execute();
      // A check already under way may have read the version before this update: let it end, then look again,
      // so this instance has seen its own change when bump() returns (its next answer is not a stale page).
      await checking?.catch(() => {});
      await check();
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async start() {
      seen = await read();
      timer = setInterval(
        () => void check().catch((err: Error) => console.error(`Content version check failed: ${err.message}`)),
        intervalMs,
      );
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
