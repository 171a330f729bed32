import type { Inquiry } from '../../../contracts/inquiries';
import type { InboxState } from './useInquiries';

/** Select all shown, how many are selected, and archive or delete the selection. */
export function SelectionBar({
  items,
  inbox: { selected, setSelected, bulk, setPending },
}: {
  items: Inquiry[];
  inbox: InboxState;
}) {
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.id));
  return (
    <div className="admin-inquiries__bulk" role="group" aria-label="Selected inquiries">
      <label className="admin-inquiries__select-all">
        <input
          type="checkbox"
          checked={allSelected}
          onChange={(e) => setSelected(e.target.checked ? new Set(items.map((i) => i.id)) : new Set())}
        />
        Select all shown
      </label>
      <span className="admin-inquiries__selected" aria-live="polite">
        {selected.size ? `${selected.size} selected` : ''}
      </span>
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small"
        disabled={!selected.size || bulk.isPending}
        onClick={() => bulk.mutate({ action: 'set-status', status: 'archived', ids: [...selected] })}
      >
        Archive selected
      </button>
      <button
        type="button"
        className="admin-btn admin-btn--danger admin-btn--small"
        disabled={!selected.size || bulk.isPending}
        onClick={() => setPending({ ids: [...selected] })}
      >
        Delete selected
      </button>
    </div>
  );
}
