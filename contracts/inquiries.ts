import { z } from 'zod';
import { STORED_INT_MAX } from './stored-int';
import { pageQuery } from './paging';

/**
 * The inquiries inbox, shared by the API (api/inquiries) and the inbox
 * screen: statuses, filters, bulk actions, and what an inquiry looks like
 * on the wire.
 */

/**
 * new → read → replied → archived is the normal life of an inquiry; staff may
 * move one back (a reply that never went out). `spam` holds what the contact
 * form's spam checks caught: kept, never e-mailed, out of every other view.
 */
export const INQUIRY_STATUSES = ['new', 'read', 'replied', 'archived', 'spam'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
  spam: 'Spam',
};

/** What a list shows: one status, `inbox` (what still needs attention or is in conversation) or `all` (everything but spam). */
export const INQUIRY_VIEWS = ['inbox', 'all', ...INQUIRY_STATUSES] as const;
export type InquiryView = (typeof INQUIRY_VIEWS)[number];

export function statusInView(status: InquiryStatus, view: InquiryView): boolean {
  if (view === 'all') return status !== 'spam';
  if (view === 'inbox') return status === 'new' || status === 'read' || status === 'replied';
  return status === view;
}

/** Why the contact form put a message in Spam. */
export const SPAM_REASONS = {
  honeypot: 'filled in the hidden field',
  'too-fast': 'sent within seconds of opening the page',
} as const;
export type SpamReason = keyof typeof SPAM_REASONS;

/** Where the inquiry's e-mail to staff stands; null when none was queued (e-mail off, or spam). */
export interface NotificationState {
  /** failing: queued, and the last attempt failed (retried on its own). */
  state: 'queued' | 'sent' | 'failing';
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export interface Inquiry {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  serviceInterest: string | null;
  budgetRange: string | null;
  preferredContactMethod: string | null;
  projectTimeline: string | null;
  status: InquiryStatus;
  spamReason: SpamReason | null;
  notification: NotificationState | null;
  createdAt: string;
}

export type InquiryCounts = Record<InquiryStatus, number>;

export const inquiryPatchInput = z.strictObject({
  status: z.enum(INQUIRY_STATUSES, `must be one of ${INQUIRY_STATUSES.join(', ')}`),
});

const day = z.iso.date('must be a date like 2024-09-30');

/** The inbox's filters: what a page of the list and the CSV export both take. */
export const inquiryFilters = {
  /** Words to find in the name, e-mail, company or message (each word, as a prefix). */
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  status: z.enum(INQUIRY_VIEWS, `must be one of ${INQUIRY_VIEWS.join(', ')}`).default('all'),
  service: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
  from: day.optional(),
  to: day.optional(),
};

const fromNotAfterTo = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const rangeIssue = { message: 'must not be before from', path: ['to'] };

export const inquiryFilterInput = z.strictObject(inquiryFilters).refine(fromNotAfterTo, rangeIssue);
export const inquiryListInput = z.strictObject({ ...inquiryFilters, ...pageQuery }).refine(fromNotAfterTo, rangeIssue);
export type InquiryFilters = z.output<typeof inquiryFilterInput>;
export type InquiryListQuery = z.output<typeof inquiryListInput>;

/** One bulk call changes at most this many inquiries (a page of the list at its largest). */
export const BULK_MAX = 200;
const ids = z
  .array(
    z
      .number('must be a list of ids')
      .int('must be a list of ids')
      .positive('must be a list of ids')
      .max(STORED_INT_MAX, 'must be a list of ids'),
    'must be a list of ids',
  )
  .min(1, 'must name at least one inquiry')
  .max(BULK_MAX, `may name at most ${BULK_MAX} inquiries`);

export const inquiryBulkInput = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('delete'), ids }),
    z.strictObject({ action: z.literal('set-status'), ids, status: inquiryPatchInput.shape.status }),
  ],
  'action must be "delete" or "set-status"',
);
export type InquiryBulkInput = z.input<typeof inquiryBulkInput>;

/** A privacy request: every inquiry from this address is deleted. */
export const inquiryEraseInput = z.strictObject({
  email: z
    .string('must be text')
    .trim()
    .max(255, 'must be at most 255 characters')
    .pipe(z.email('must be an e-mail address')),
});

/** The CSV export's columns, in order (the header row; the time's names the site's zone, e.g. "Received (Nairobi time)"). */
export const EXPORT_COLUMNS = [
  ['id', 'ID'],
  ['createdAt', 'Received'],
  ['status', 'Status'],
  ['name', 'Name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['serviceInterest', 'Service interest'],
  ['budgetRange', 'Budget'],
  ['preferredContactMethod', 'Preferred contact'],
  ['projectTimeline', 'Timeline'],
  ['message', 'Message'],
] as const;

/** Header on the export answering how many rows it will hold, so the screen can show progress. */
export const EXPORT_ROWS_HEADER = 'X-Total-Count';
