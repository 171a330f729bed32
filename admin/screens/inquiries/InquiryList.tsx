import { errorText } from '../../data/api';
import { useCompany } from '../../data/query';
import { InquiryCard } from './InquiryCard';
import type { InboxState } from './useInquiries';
import { emptyText } from './views';

/** The inquiries shown (or why there are none), then "Load more" and how many are shown. */
export function InquiryList({ inbox }: { inbox: InboxState }) {
  const company = useCompany().data?.company_name;
  const { items, loading, error, list, linkedId, open, toggle, selected, select, setStatus, replied, setPending } =
    inbox;
  return (
    <>
      {loading ? (
        <p className="admin-empty" role="status">
          Loading inquiries…
        </p>
      ) : error ? (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{errorText(error, 'Could not load the inquiries.')}</p>
        </div>
      ) : items.length === 0 ? (
        <p className="admin-card admin-empty">{emptyText(inbox.filters, inbox.totals)}</p>
      ) : (
        <ul className="admin-inquiries__list">
          {items.map((i) => (
            <InquiryCard
              key={i.id}
              inquiry={i}
              expanded={open.has(i.id)}
              onToggle={() => toggle(i)}
              selected={selected.has(i.id)}
              onSelect={(on) => select(i.id, on)}
              onStatus={(status) => setStatus.mutate({ id: i.id, status })}
              onReply={() => replied(i)}
              busy={setStatus.isPending && setStatus.variables?.id === i.id}
              onDelete={() => setPending({ one: i })}
              company={company}
            />
          ))}
        </ul>
      )}

      {linkedId === null && list.hasNextPage && (
        <div className="admin-inquiries__more">
          <button
            type="button"
            className="admin-btn admin-btn--secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
      {linkedId === null && items.length > 0 && (
        <p className="admin-inquiries__shown" aria-live="polite">
          Showing {items.length.toLocaleString('en-GB')} {items.length === 1 ? 'inquiry' : 'inquiries'}
          {list.hasNextPage ? '; more below' : ''}.
        </p>
      )}
    </>
  );
}
