import { sql, type Kysely } from 'kysely';
import { onPostgres } from './database-engine';

/**
 * One clock for every instance: the database's.
 *
 * Sessions, schedules, leases, the trash and the feed's pruning compare a
 * time one instance wrote with "now" on another. If each used its own host's
 * clock, one host 31 days ahead would expire everybody's sessions, publish
 * schedules early and purge the trash. So those times are read from here:
 * the host's clock plus the offset to the database's clock, measured at start
 * and every minute (one round trip; the offset is taken at its midpoint).
 *
 * On SQLite the database is a file on this host: its clock is the host's, and
 * the offset stays 0. On PostgreSQL it is `SELECT now()` on the server every
 * instance shares.
 *
 * The offset is one per process: a process serves one site on one database
 * (tests that start several apps in one process point them at one database,
 * so they measure the same offset).
 */

/** More than this between the host and the database is reported (/api/ready, the log). */
export const CLOCK_SKEW_LIMIT_MS = 30_000;

let offsetMs = 0;

/** The database's time now, in milliseconds: what every time that instances compare is taken from. */
export const dbNow = () => Date.now() + offsetMs;
/** dbNow as a Date. */
export const dbDate = () => new Date(dbNow());
/** dbNow as the ISO text the tables store. */
export const dbIso = () => dbDate().toISOString();

export interface ClockStatus {
  /** How far this host's clock is ahead of the database's (negative: behind). */
  skewMs: number;
  /** 'ok', or the sentence saying the host's clock is off. */
  clock: string;
}

export const clockStatus = (): ClockStatus => {
  const skewMs = -offsetMs;
  if (Math.abs(skewMs) <= CLOCK_SKEW_LIMIT_MS) return { skewMs, clock: 'ok' };
  const secs = Math.round(Math.abs(skewMs) / 1000);
  return {
    skewMs,
    clock: `This server's clock is ${secs} s ${skewMs > 0 ? 'ahead of' : 'behind'} the database's; the site keeps time by the database's, but the host's clock needs fixing (NTP).`,
  };
};

/** Measures the offset to the database's clock once (nothing to measure on SQLite). */
// biome-ignore lint/suspicious/noExplicitAny: any database handle, whatever its tables
export async function syncDatabaseClock(db: Kysely<any>): Promise<ClockStatus> {
  if (!onPostgres(db)) {
    offsetMs = 0;
    return clockStatus();
  }
  const sent = Date.now();
  const { rows } = await sql<{
    ms: string;
  }>`select (extract(epoch from clock_timestamp()) * 1000)::bigint::text as ms`.execute(db);
  const back = Date.now();
  const measured = Number(rows[0]!.ms) - Math.round((sent + back) / 2);
  // Known only to within half the round trip: a server on this host (or in step with it) counts as no offset,
  // rather than a few milliseconds of noise that would move with every measurement.
  offsetMs = Math.abs(measured) <= (back - sent) / 2 + 1 ? 0 : measured;
  return clockStatus();
}

/**
 * Keeps the offset fresh (every `intervalMs`, default a minute) and logs when
 * the host's clock goes past the limit or comes back. A failed read keeps the
 * last offset (the database away: nothing compares times meanwhile anyway).
 */
// biome-ignore lint/suspicious/noExplicitAny: any database handle, whatever its tables
export function createDatabaseClock(db: Kysely<any>, o: { log: (line: string) => void; intervalMs?: number }) {
  let timer: NodeJS.Timeout | undefined;
  let reported = 'ok';
  const sync = async () => {
    const status = await syncDatabaseClock(db);
    if (status.clock !== 'ok' && reported === 'ok') o.log(status.clock);
    else if (status.clock === 'ok' && reported !== 'ok') o.log("This server's clock agrees with the database's again.");
    reported = status.clock;
    return status;
  };
  return {
    sync,
    start() {
      timer = setInterval(() => void sync().catch(() => {}), o.intervalMs ?? 60_000);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type DatabaseClock = ReturnType<typeof createDatabaseClock>;
