/**
 * The site's time zone: every time the admin shows or takes (publish at…,
 * the inbox's days, the CSV export) is on its wall clock, whatever the zone
 * of the computer in front of staff. Admins choose it in Settings; until then
 * it is Nairobi's. Plain functions of the zone, for the API and the screens.
 */
import { Temporal } from 'temporal-polyfill';

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

/**
 * A date and time typed on `zone`'s wall clock, as an ISO time with the
 * zone's offset at that moment ("2026-12-01T09:00:00+03:00"), or null when
 * either is not a valid date or time. Temporal's rule for clock changes
 * ("compatible", the calendars' rule), the same in every zone:
 *
 * - a time the clocks skip moves forward by the length of the gap: 02:30 on
 *   the night New York springs forward is 03:30 new time, and 00:00 on the
 *   night Santiago or Havana skips midnight is 01:00;
 * - a time the clocks repeat is its first occurrence: 01:30 on the night
 *   London falls back is 01:30 summer time, an hour before 01:30 GMT.
 *
 * The ISO answer names the clock reading at that moment, so a skipped 02:30
 * comes back as 03:30 and the screens can show what will happen. Temporal
 * comes from temporal-polyfill until Node and the browsers all ship it: the
 * offset arithmetic by hand it replaces was 30 lines of the kind that is
 * wrong one night a year.
 */
export function wallTimeToIso(zone: string, { date, time }: SiteWallTime): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  try {
    // 31 February and 25:00 are refused rather than moved to another day.
    const wall = Temporal.PlainDateTime.from(`${date}T${time}`, { overflow: 'reject' });
    return wall
      .toZonedDateTime(zone, { disambiguation: 'compatible' })
      .toString({ timeZoneName: 'never', smallestUnit: 'second' });
  } catch {
    return null;
  }
}
