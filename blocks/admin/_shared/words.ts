import { SITE_TIME_ZONE } from '../../../contracts/pages';

/**
 * A count with its noun, singular for exactly one: "1 file", "3 files", "0 files".
 * Every count the admin shows goes through here, so none reads "1 files".
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
}

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: SITE_TIME_ZONE });
const clockSeconds = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', timeZone: SITE_TIME_ZONE });
/** A time of day on the site's clock (Nairobi), whatever zone the browser is set to: "14:05". */
export const siteClock = (d: Date) => clock.format(d);
/** The same with seconds, for logs: "14:05:09". */
export const siteClockSeconds = (d: Date) => clockSeconds.format(d);
