import { SERVICE_INTEREST_OPTIONS } from '../../../contracts/contact-message';
import type { InquiryCounts } from '../../../contracts/inquiries';
import { formatDay } from '../../data/site-time';
import { ExportCsv } from './ExportCsv';
import { DEFAULT_FILTERS, hasNarrowing, type InboxFilters } from './filters';
import { VIEWS, viewCount } from './views';

interface Props {
  filters: InboxFilters;
  search: string;
  setSearch: (text: string) => void;
  setFilters: (next: Partial<InboxFilters>) => void;
  totals: InquiryCounts | undefined;
}

/** Search, the folders with their counts, and the narrowing by service and dates, with the CSV export. */
export function InquiriesToolbar({ filters, search, setSearch, setFilters, totals }: Props) {
  return (
    <div className="admin-card admin-inquiries__toolbar">
      <form
        role="search"
        className="admin-inquiries__search"
        onSubmit={(e) => (e.preventDefault(), setFilters({ q: search.trim() }))}
      >
        <label htmlFor="inquiry-search" className="admin-field__label">
          Search inquiries
        </label>
        <div className="admin-inquiries__search-row">
          <input
            id="inquiry-search"
            type="search"
            className="admin-field__input"
            placeholder="Name, e-mail, company or words in the message"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={200}
          />
          <button type="submit" className="admin-btn admin-btn--small">
            Search
          </button>
        </div>
      </form>
      <div className="admin-inquiries__filters" role="group" aria-label="Folder">
        {VIEWS.map((v) => (
          <button
            key={v.value}
            type="button"
            className="admin-inquiries__filter"
            aria-pressed={filters.status === v.value}
            onClick={() => setFilters({ status: v.value })}
          >
            {v.label}{' '}
            {totals && (
              <span className="admin-inquiries__count">{viewCount(v.value, totals).toLocaleString('en-GB')}</span>
            )}
          </button>
        ))}
      </div>
      <Narrowing filters={filters} setFilters={setFilters} clearSearch={() => setSearch('')} />
    </div>
  );
}

function Narrowing({
  filters,
  setFilters,
  clearSearch,
}: Pick<Props, 'filters' | 'setFilters'> & { clearSearch: () => void }) {
  return (
    <div className="admin-inquiries__narrow">
      <label className="admin-field">
        <span className="admin-field__label">Service</span>
        <select
          className="admin-field__input"
          value={filters.service}
          onChange={(e) => setFilters({ service: e.target.value })}
        >
          <option value="">All services</option>
          {SERVICE_INTEREST_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="admin-field">
        <span className="admin-field__label">From</span>
        <input
          type="date"
          className="admin-field__input"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => setFilters({ from: e.target.value })}
        />
        {formatDay(filters.from) && (
          // Inside the label: the field's name says the day in words, "From 2 Dec 2026".
          <span className="admin-field__hint">{formatDay(filters.from)}</span>
        )}
      </label>
      <label className="admin-field">
        <span className="admin-field__label">To</span>
        <input
          type="date"
          className="admin-field__input"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => setFilters({ to: e.target.value })}
        />
        {formatDay(filters.to) && (
          // Inside the label: the field's name says the day in words, "From 2 Dec 2026".
          <span className="admin-field__hint">{formatDay(filters.to)}</span>
        )}
      </label>
      <div className="admin-inquiries__narrow-actions">
        {hasNarrowing(filters) && (
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            onClick={() => {
              clearSearch();
              setFilters({ ...DEFAULT_FILTERS, status: filters.status });
            }}
          >
            Clear filters
          </button>
        )}
        <ExportCsv filters={filters} />
      </div>
    </div>
  );
}
