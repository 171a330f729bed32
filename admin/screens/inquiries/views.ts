import type { InquiryCounts, InquiryView } from '../../../contracts/inquiries';
import { hasNarrowing, type InboxFilters } from './filters';

/** The inbox's folders, in the order the toolbar shows them. */
export const VIEWS: { value: InquiryView; label: string }[] = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Read' },
  { value: 'replied', label: 'Replied' },
  { value: 'archived', label: 'Archived' },
  { value: 'spam', label: 'Spam' },
  { value: 'all', label: 'All' },
];

export function viewCount(view: InquiryView, c: InquiryCounts): number {
  if (view === 'inbox') return c.new + c.read + c.replied;
  if (view === 'all') return c.new + c.read + c.replied + c.archived;
  return c[view];
}

/** What an empty list says: no inquiries at all, none matching the filters, or none in this folder. */
export function emptyText(filters: InboxFilters, totals: InquiryCounts | undefined): string {
  const viewLabel = VIEWS.find((v) => v.value === filters.status)!.label;
  if (totals && viewCount('all', totals) + totals.spam === 0)
    return 'No inquiries yet. Messages sent from the contact page appear here.';
  if (hasNarrowing(filters)) return `No inquiries in ${viewLabel} match these filters.`;
  const folder = filters.status === 'inbox' || filters.status === 'all' ? '' : `${viewLabel.toLowerCase()} `;
  return `No ${folder}inquiries${filters.status === 'inbox' ? ' in the inbox' : ''}.`;
}
