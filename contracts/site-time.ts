/**
 * The site's time zone: every time the admin shows or takes (publish at…,
 * the inbox's days, the CSV export) is on its wall clock, whatever the zone
 * of the computer in front of staff. Admins choose it in Settings; until then
 * it is Nairobi's. Plain functions of the zone, for the API and the screens.
 */
export const DEFAULT_SITE_TIME_ZONE = 'Africa/Nairobi';

/** Every IANA zone this runtime knows, and UTC (which Intl lists under no region). */
export const knownTimeZones = (): string[] => [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];

export const isKnownTimeZone = (zone: string) => knownTimeZones().includes(zone);

/** A zone as staff say it: "Africa/Nairobi" → "Nairobi", "America/New_York" → "New York", "UTC" → "UTC". */
export const zonePlace = (zone: string) => (zone.split('/').pop() ?? zone).replaceAll('_', ' ');

/** A wall-clock date and time in the site's zone, as date and time inputs hold them: "2026-12-01", "09:00". */
export interface SiteWallTime {
  date: string;
  time: string;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
const partsIn = (zone: string) => {
  let f = partFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(zone, f);
  }
  return f;
};

/** The wall clock of `zone` at an instant. */
export function wallTimeIn(zone: string, at: Date): SiteWallTime & { second: string } {
  const p = Object.fromEntries(
    partsIn(zone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, second: p.second ?? '00' };
}

/** Minutes `zone` is ahead of UTC at an instant (180 in Nairobi, 60 in London in summer). */
function offsetMinutes(zone: string, at: Date): number {
  const w = wallTimeIn(zone, at);
  const asUtc = Date.parse(`${w.date}T${w.time}:${w.second}Z`);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "+03:00", "-04:00", "+05:45": an offset in minutes as ISO writes it. */
function isoOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const DAY_MS = 86_400_000;

/**
 * A date and time typed on `zone`'s wall clock, as an ISO time with the
 * zone's offset at that moment ("2026-12-01T09:00:00+03:00"), or null when
 * either is not a valid date or time. One rule for clock changes, the same
 * in every zone (and the one calendars and JavaScript's Temporal use):
 *
 * - a time the clocks skip moves forward by the length of the gap: 02:30 on
 *   the night New York springs forward is 03:30 new time, and 00:00 on the
 *   night Santiago or Havana skips midnight is 01:00;
 * - a time the clocks repeat is its first occurrence: 01:30 on the night
 *   London falls back is 01:30 summer time, an hour before 01:30 GMT.
 *
 * The ISO answer names the clock reading at that moment, so a skipped 02:30
 * comes back as 03:30 and the screens can show what will happen.
 */
export function wallTimeToIso(zone: string, { date, time }: SiteWallTime): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const naive = Date.parse(`${date}T${time}:00Z`);
  // 31 February and the like parse to another day: refuse them rather than schedule the wrong one.
  if (Number.isNaN(naive) || new Date(naive).toISOString().slice(0, 16) !== `${date}T${time}`) return null;
  // A zone's offset changes at most once in a day around any clock change: the offsets a day before and a day
  // after are the two readings a wall time can have.
  const before = offsetMinutes(zone, new Date(naive - DAY_MS));
  const after = offsetMinutes(zone, new Date(naive + DAY_MS));
  const readsAs = (offset: number) => {
    const instant = naive - offset * 60_000;
    const wall = wallTimeIn(zone, new Date(instant));
    return wall.date === date && wall.time === time ? instant : undefined;
  };
  const matches = [readsAs(before), readsAs(after)].filter((t): t is number => t !== undefined);
  // Repeated: the earlier of the two. Skipped (no reading matches): read with the offset before the gap, which lands
  // as far past the gap's end as the typed time was past its start.
  const instant = matches.length ? Math.min(...matches) : naive - before * 60_000;
  const wall = wallTimeIn(zone, new Date(instant));
  return `${wall.date}T${wall.time}:00${isoOffset(offsetMinutes(zone, new Date(instant)))}`;
}
