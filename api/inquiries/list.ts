import { sql } from 'kysely';
import {
  INQUIRY_STATUSES,
  type Inquiry,
  type InquiryCounts,
  type InquiryFilters,
  type InquiryListQuery,
} from '../../contracts/inquiries';
import type { Page } from '../../contracts/paging';
import { DEFAULT_SITE_TIME_ZONE, wallTimeToIso } from '../../contracts/site-time';
import type { DB } from '../db';
import { toNotificationState } from '../notifications/outbox';
import { pageOf } from '../paging';
import { matchesSearch } from './search';

/** The first instant of a day on the site's wall clock, as stored (UTC ISO). */
const dayStart = (day: string, zone: string) =>
  new Date(wallTimeToIso(zone, { date: day, time: '00:00' }) ?? `${day}T00:00:00Z`).toISOString();
/** The first instant of the next day: not always 24 hours on, where the clocks change. */
const dayAfter = (day: string, zone: string) =>
  dayStart(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10), zone);

/**
 * contact_inquiries narrowed by the inbox's filters. Columns are named with
 * their table: the list joins the outbox, which has a status and an id too.
 */
export function filteredInquiries(db: DB, f: InquiryFilters, zone = DEFAULT_SITE_TIME_ZONE) {
  let q = db.selectFrom('contactInquiries');
  if (f.status === 'inbox') q = q.where('contactInquiries.status', 'not in', ['archived', 'spam']);
  else if (f.status === 'all') q = q.where('contactInquiries.status', '!=', 'spam');
  else q = q.where('contactInquiries.status', '=', f.status);
  if (f.service) q = q.where('contactInquiries.serviceInterest', '=', f.service);
  if (f.from) q = q.where('contactInquiries.createdAt', '>=', dayStart(f.from, zone));
  if (f.to) q = q.where('contactInquiries.createdAt', '<', dayAfter(f.to, zone));
  if (f.q) q = q.where(matchesSearch(db, f.q));
  return q;
}

const INQUIRY_COLUMNS = [
  'contactInquiries.id',
  'contactInquiries.name',
  'contactInquiries.email',
  'contactInquiries.phone',
  'contactInquiries.company',
  'contactInquiries.message',
  'contactInquiries.serviceInterest',
  'contactInquiries.budgetRange',
  'contactInquiries.preferredContactMethod',
  'contactInquiries.projectTimeline',
  'contactInquiries.status',
  'contactInquiries.spamReason',
  'contactInquiries.createdAt',
] as const;

/** Inquiries with their notification's state (a left join: spam and mail-off inquiries have none). */
function withNotification(q: ReturnType<typeof filteredInquiries>) {
  return q
    .leftJoin('notificationOutbox as o', 'o.inquiryId', 'contactInquiries.id')
    .select(INQUIRY_COLUMNS)
    .select([
      'o.status as notificationStatus',
      'o.attempts as notificationAttempts',
      'o.lastError as notificationLastError',
      'o.lastAttemptAt as notificationLastAttemptAt',
      'o.nextAttemptAt as notificationNextAttemptAt',
      'o.sentAt as notificationSentAt',
    ]);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withNotification>['executeTakeFirstOrThrow']>>;

export function toInquiry(r: JoinedRow): Inquiry {
  const {
    notificationStatus,
    notificationAttempts,
    notificationLastError,
    notificationLastAttemptAt,
    notificationNextAttemptAt,
    notificationSentAt,
    ...inquiry
  } = r;
  return {
    ...inquiry,
    notification: toNotificationState({
      notificationStatus,
      notificationAttempts,
      notificationLastError,
      notificationLastAttemptAt,
      notificationNextAttemptAt,
      notificationSentAt,
    }),
  };
}

/**
 * One page of the inbox, newest first. Newest is the highest id: ids are
 * handed out as inquiries arrive, and the primary key orders them with no
 * other index, so a page costs the rows it shows whatever the table's size.
 */
export async function listInquiries(
  db: DB,
  query: InquiryListQuery,
  zone = DEFAULT_SITE_TIME_ZONE,
): Promise<Page<Inquiry>> {
  let q = withNotification(filteredInquiries(db, query, zone));
  if (query.cursor) q = q.where('contactInquiries.id', '<', Number(query.cursor));
  const rows = await q
    .orderBy('contactInquiries.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  return pageOf(rows, query.limit, (r) => r.id, toInquiry);
}

export async function getInquiry(db: DB, id: number): Promise<Inquiry | undefined> {
  const row = await withNotification(db.selectFrom('contactInquiries'))
    .where('contactInquiries.id', '=', id)
    .executeTakeFirst();
  return row && toInquiry(row);
}

export async function countInquiries(db: DB, f: InquiryFilters, zone = DEFAULT_SITE_TIME_ZONE): Promise<number> {
  const row = await filteredInquiries(db, f, zone)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many inquiries hold each status (the inbox's folder counts). */
export async function statusCounts(db: DB): Promise<InquiryCounts> {
  const rows = await db
    .selectFrom('contactInquiries')
    .select(['status', sql<number>`count(*)`.as('n')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, 0])) as InquiryCounts;
  for (const r of rows) if (r.status in counts) counts[r.status] = Number(r.n);
  return counts;
}
