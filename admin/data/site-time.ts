import { wallTimeIn, wallTimeToIso, zonePlace, type SiteWallTime } from '../../contracts/site-time';

export type { SiteWallTime };

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone and style, made once: building them is the slow part. */
function format(zone: string, style: 'when' | 'clock' | 'seconds'): Intl.DateTimeFormat {
  const key = `${zone} ${style}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      style === 'when'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : style === 'clock'
          ? { hour: '2-digit', minute: '2-digit' }
          : { timeStyle: 'medium' };
    f = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });
    formats.set(key, f);
  }
  return f;
}

/**
 * Every way the admin shows or takes a time, on the wall clock of `zone` (the
 * site's time zone from Settings), whatever the zone of the staff's computer.
 * Screens get it from useSiteTime(); the names are the ones they always used.
 */
export function siteTime(zone: string) {
  return {
    zone,
    /** The zone as staff say it: "Nairobi". */
    place: zonePlace(zone),
    /** A timestamp: "23 Nov 2026, 14:05". */
    formatWhen: (iso: string) => format(zone, 'when').format(new Date(iso)),
    /** The same, or the text as it came when it is not a time. */
    formatDate: (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : format(zone, 'when').format(d);
    },
    /** A time of day: "14:05". */
    siteClock: (d: Date) => format(zone, 'clock').format(d),
    /** The same with seconds, for logs: "14:05:09". */
    siteClockSeconds: (d: Date) => format(zone, 'seconds').format(d),
    /** The wall clock at an instant. */
    siteWallTime: (at: Date) => wallTimeIn(zone, at),
    /** A date and time typed on the wall clock, as ISO with the zone's offset then; null when not a date and time. */
    siteTimeToIso: (wall: SiteWallTime) => wallTimeToIso(zone, wall),
  };
}

export type SiteTime = ReturnType<typeof siteTime>;

// A calendar day has no zone: read and written in UTC, so it never moves by one across midnight.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A day from a date field ("2026-12-02") as the admin writes dates everywhere else: "2 Dec 2026"; '' when it is
 * not one. A date field shows the day in the browser's own format (12/02/2026 in a US browser), which reads as
 * 12 February here: the screens say the day beside it in words.
 */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) ? dayFormat.format(d) : '';
}
