import type { z } from 'zod';
import { PageHead } from '../../ui/PageHead';
import { DeleteInquiries } from './DeleteInquiries';
import { EraseAddress } from './EraseAddress';
import { InquiriesToolbar } from './InquiriesToolbar';
import { InquiryList } from './InquiryList';
import type { schema } from './schema';
import { SelectionBar } from './SelectionBar';
import { useInquiries } from './useInquiries';

/**
 * The inquiries inbox: folders by status with counts, search and filters
 * (kept in the address), pages loaded on demand, per-inquiry status,
 * reply and delete, bulk archive and delete, CSV export of the current
 * filter, and erasing an address. A link from a notification e-mail
 * (?id=…) opens that one inquiry.
 */
export function Inquiries({ heading, intro }: z.output<typeof schema>) {
  const inbox = useInquiries();
  const { list, linkedId, items } = inbox;
  return (
    <div className="admin-inquiries">
      <PageHead heading={heading} intro={intro}>
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          onClick={inbox.refresh}
          disabled={list.isFetching}
        >
          {list.isFetching && !list.isFetchingNextPage ? 'Refreshing…' : 'Refresh'}
        </button>
      </PageHead>

      {linkedId !== null ? (
        <p className="admin-inquiries__linked">
          Showing the inquiry from the e-mail link.{' '}
          <button type="button" className="admin-inquiries__link-button" onClick={inbox.showAll}>
            Show all inquiries
          </button>
        </p>
      ) : (
        <InquiriesToolbar
          filters={inbox.filters}
          search={inbox.search}
          setSearch={inbox.setSearch}
          setFilters={inbox.setFilters}
          totals={inbox.totals}
        />
      )}

      {items.length > 0 && <SelectionBar items={items} inbox={inbox} />}
      <InquiryList inbox={inbox} />
      <EraseAddress />
      <DeleteInquiries inbox={inbox} />
    </div>
  );
}
