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

/**
 * A date and time typed on `zone`'s wall clock, as an ISO time with that
 * zone's offset then ("2026-12-01T09:00:00+03:00"), or null when either is not
 * a valid date or time. A time skipped when the clocks go forward reads as
 * the same moment an hour later; one that happens twice when they go back,
 * as the first of the two.
 */
export function wallTimeToIso(zone: string, { date, time }: SiteWallTime): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const naive = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(naive)) return null;
  // The offset at the guessed instant, checked once more for zones that change their clocks.
  let offset = offsetMinutes(zone, new Date(naive));
  offset = offsetMinutes(zone, new Date(naive - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const iso = `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  // 31 February and the like parse to another day: refuse them rather than schedule the wrong one.
  return wallTimeIn(zone, new Date(iso)).date === date ? iso : null;
}
