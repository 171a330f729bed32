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
