import { SITE_TIME_ZONE } from '../../../contracts/pages';

/** A wall-clock date and time in the site's zone, as date and time inputs hold them: "2026-12-01", "09:00". */
export interface SiteWallTime {
  date: string;
  time: string;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The site's wall clock at an instant. */
export function siteWallTime(at: Date): SiteWallTime & { second: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, second: p.second! };
}

/** Minutes the site's zone is ahead of UTC at an instant (180 in Nairobi). */
function offsetMinutes(at: Date): number {
  const w = siteWallTime(at);
  const asUtc = Date.parse(`${w.date}T${w.time}:${w.second}Z`);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date and time typed in the site's zone, as an ISO time with that zone's
 * offset ("2026-12-01T09:00:00+03:00"), or null when either is not a valid
 * date or time. The browser's own zone plays no part.
 */
export function siteTimeToIso({ date, time }: SiteWallTime): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const naive = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(naive)) return null;
  // The offset at the guessed instant, checked once more for zones that change their clocks.
  let offset = offsetMinutes(new Date(naive));
  offset = offsetMinutes(new Date(naive - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const iso = `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  // 31 February and the like parse to another day: refuse them rather than schedule the wrong one.
  return siteWallTime(new Date(iso)).date === date ? iso : null;
}
