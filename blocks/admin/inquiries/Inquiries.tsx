import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { SERVICE_INTEREST_OPTIONS } from '../../../contracts/contact-message';
import {
  STATUS_LABELS,
  statusInView,
  type Inquiry,
  type InquiryCounts,
  type InquiryStatus,
  type InquiryView,
} from '../../../contracts/inquiries';
import type { Page } from '../../../contracts/paging';
import { apiRequest, errorText, getJson, isUnauthorized } from '../_shared/api';
import { ConfirmDialog } from '../_shared/ConfirmDialog';
import { PageHead } from '../_shared/PageHead';
import { INQUIRIES_KEY, useCompany } from '../_shared/query';
import { toast } from '../_shared/toast-store';
import { EraseAddress } from './EraseAddress';
import { ExportCsv } from './ExportCsv';
import { apiParams, DEFAULT_FILTERS, filterParams, filtersFrom, hasNarrowing, type InboxFilters } from './filters';
import { InquiryCard } from './InquiryCard';
import type { schema } from './schema';

const LIST_KEY = [...INQUIRIES_KEY, 'list'] as const;
const COUNTS_KEY = [...INQUIRIES_KEY, 'counts'] as const;
type ListData = InfiniteData<Page<Inquiry>, string | null>;

const VIEWS: { value: InquiryView; label: string }[] = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Read' },
  { value: 'replied', label: 'Replied' },
  { value: 'archived', label: 'Archived' },
  { value: 'spam', label: 'Spam' },
  { value: 'all', label: 'All' },
];

function viewCount(view: InquiryView, c: InquiryCounts): number {
  if (view === 'inbox') return c.new + c.read + c.replied;
  if (view === 'all') return c.new + c.read + c.replied + c.archived;
  return c[view];
}

/**
 * The inquiries inbox: folders by status with counts, search and filters
 * (kept in the address), pages loaded on demand, per-inquiry status,
 * reply and delete, bulk archive and delete, CSV export of the current
 * filter, and erasing an address. A link from a notification e-mail
 * (?id=…) opens that one inquiry.
 */
export function Inquiries({ heading, intro }: z.output<typeof schema>) {
  const qc = useQueryClient();
  const company = useCompany().data?.company_name;
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const linkedId = /^[1-9][0-9]*$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const [search, setSearch] = useState(filters.q);
  // The address changed the search (back button, a link): show that text in the box.
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setSearch(filters.q);
  }
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [selected, setSelected] = useState<Set<number>>(new Set());
  /** Waiting for the delete confirmation: one inquiry, or the selection. */
  const [pending, setPending] = useState<{ one: Inquiry } | { ids: number[] } | null>(null);

  const setFilters = (next: Partial<InboxFilters>) => {
    setSelected(new Set());
    setParams(filterParams({ ...filters, ...next }), { replace: true });
  };

  // Typing searches after a short pause, not on every key.
  useEffect(() => {
    const q = search.trim();
    if (q === filters.q) return;
    const timer = setTimeout(() => setFilters({ q }), 300);
    return () => clearTimeout(timer);
  });

  const list = useInfiniteQuery({
    queryKey: [...LIST_KEY, filters],
    queryFn: ({ pageParam }) =>
      apiRequest<Page<Inquiry>>('GET', `/api/admin/inquiries?${apiParams(filters, { cursor: pageParam })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: linkedId === null,
    // While another filter loads, the last results stay on screen instead of a loading line.
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({ queryKey: COUNTS_KEY, queryFn: getJson<InquiryCounts>('/api/admin/inquiries/counts') });
  const linked = useQuery({
    queryKey: [...INQUIRIES_KEY, 'one', linkedId],
    queryFn: getJson<Inquiry>(`/api/admin/inquiries/${linkedId}`),
    enabled: linkedId !== null,
  });

  const failed = (title: string) => (err: unknown) => {
    if (!isUnauthorized(err))
      toast({ title, description: errorText(err, 'Please try again.'), variant: 'destructive' });
  };
  const refresh = () => void qc.invalidateQueries({ queryKey: INQUIRIES_KEY });

  /** Puts an updated inquiry in every loaded list, dropping it from lists whose folder it has left. */
  function applyUpdate(updated: Inquiry) {
    for (const [key, data] of qc.getQueriesData<ListData>({ queryKey: LIST_KEY })) {
      if (!data) continue;
      const view = (key[key.length - 1] as InboxFilters).status;
      qc.setQueryData<ListData>(key, {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          items: p.items.flatMap((i) =>
            i.id !== updated.id ? [i] : statusInView(updated.status, view) ? [updated] : [],
          ),
        })),
      });
    }
    qc.setQueryData([...INQUIRIES_KEY, 'one', updated.id], updated);
    void qc.invalidateQueries({ queryKey: COUNTS_KEY });
  }

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: InquiryStatus; quiet?: boolean }) =>
      apiRequest<Inquiry>('PATCH', `/api/admin/inquiries/${id}`, { status }),
    onSuccess: (updated, vars) => {
      applyUpdate(updated);
      if (!vars.quiet)
        toast({
          title: `Marked as ${STATUS_LABELS[updated.status].toLowerCase()}`,
          description: `Inquiry from ${updated.name}`,
        });
    },
    onError: failed('Could not update the inquiry'),
  });

  const bulk = useMutation({
    mutationFn: (
      body: { action: 'delete'; ids: number[] } | { action: 'set-status'; status: InquiryStatus; ids: number[] },
    ) => apiRequest<{ affected: number }>('POST', '/api/admin/inquiries/bulk', body),
    onSuccess: (r, body) => {
      toast({
        title: body.action === 'delete' ? 'Inquiries deleted' : 'Inquiries archived',
        description: `${r.affected} ${r.affected === 1 ? 'inquiry' : 'inquiries'}.`,
      });
      setSelected(new Set());
      refresh();
    },
    onError: failed('Could not change the inquiries'),
    onSettled: () => setPending(null),
  });

  const remove = useMutation({
    mutationFn: (i: Inquiry) => apiRequest('DELETE', `/api/admin/inquiries/${i.id}`),
    onSuccess: (_d, i) => {
      for (const [key, data] of qc.getQueriesData<ListData>({ queryKey: LIST_KEY })) {
        if (data)
          qc.setQueryData<ListData>(key, {
            ...data,
            pages: data.pages.map((p) => ({ ...p, items: p.items.filter((x) => x.id !== i.id) })),
          });
      }
      if (linkedId === i.id) setParams(filterParams(filters), { replace: true });
      void qc.invalidateQueries({ queryKey: COUNTS_KEY });
      toast({ title: 'Inquiry deleted', description: `The message from ${i.name} was deleted.` });
    },
    onError: failed('Could not delete the inquiry'),
    onSettled: () => setPending(null),
  });

  const toggle = (i: Inquiry) => {
    const next = new Set(open);
    if (next.has(i.id)) next.delete(i.id);
    else {
      next.add(i.id);
      // Opening a new inquiry reads it.
      if (i.status === 'new') setStatus.mutate({ id: i.id, status: 'read', quiet: true });
    }
    setOpen(next);
  };

  // Arriving from an e-mail's link opens the inquiry, which reads it (once per inquiry that arrives).
  const linkedInquiry = linked.data;
  useEffect(() => {
    if (linkedInquiry && !open.has(linkedInquiry.id)) toggle(linkedInquiry);
  }, [linkedInquiry?.id]);

  const items =
    linkedId !== null ? (linkedInquiry ? [linkedInquiry] : []) : (list.data?.pages.flatMap((p) => p.items) ?? []);
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.id));
  const select = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const loading = linkedId !== null ? linked.isPending : list.isPending;
  const error = linkedId !== null ? linked.error : list.error;
  const viewLabel = VIEWS.find((v) => v.value === filters.status)!.label;
  const totals = counts.data;

  return (
    <div className="admin-inquiries">
      <PageHead heading={heading} intro={intro}>
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          onClick={refresh}
          disabled={list.isFetching}
        >
          {list.isFetching && !list.isFetchingNextPage ? 'Refreshing…' : 'Refresh'}
        </button>
      </PageHead>

      {linkedId !== null ? (
        <p className="admin-inquiries__linked">
          Showing the inquiry from the e-mail link.{' '}
          <button
            type="button"
            className="admin-inquiries__link-button"
            onClick={() => setParams(filterParams(filters), { replace: true })}
          >
            Show all inquiries
          </button>
        </p>
      ) : (
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
            </label>
            <div className="admin-inquiries__narrow-actions">
              {hasNarrowing(filters) && (
                <button
                  type="button"
                  className="admin-btn admin-btn--secondary admin-btn--small"
                  onClick={() => {
                    setSearch('');
                    setFilters({ ...DEFAULT_FILTERS, status: filters.status });
                  }}
                >
                  Clear filters
                </button>
              )}
              <ExportCsv filters={filters} />
            </div>
          </div>
        </div>
      )}

      {items.length > 0 && (
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
      )}

      {loading ? (
        <p className="admin-empty" role="status">
          Loading inquiries…
        </p>
      ) : error ? (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{errorText(error, 'Could not load the inquiries.')}</p>
        </div>
      ) : items.length === 0 ? (
        <p className="admin-card admin-empty">
          {totals && viewCount('all', totals) + totals.spam === 0
            ? 'No inquiries yet. Messages sent from the contact page appear here.'
            : hasNarrowing(filters)
              ? `No inquiries in ${viewLabel} match these filters.`
              : `No ${filters.status === 'inbox' || filters.status === 'all' ? '' : `${viewLabel.toLowerCase()} `}inquiries${filters.status === 'inbox' ? ' in the inbox' : ''}.`}
        </p>
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

      <EraseAddress />

      {pending &&
        ('one' in pending ? (
          <ConfirmDialog
            title="Delete inquiry?"
            message={`Delete the message from ${pending.one.name} (${pending.one.email})? This cannot be undone.`}
            confirmLabel="Delete inquiry"
            busy={remove.isPending}
            onCancel={() => setPending(null)}
            onConfirm={() => remove.mutate(pending.one)}
          />
        ) : (
          <ConfirmDialog
            title="Delete inquiries?"
            message={`Delete the ${pending.ids.length} selected ${pending.ids.length === 1 ? 'inquiry' : 'inquiries'}? This cannot be undone.`}
            confirmLabel="Delete inquiries"
            busy={bulk.isPending}
            onCancel={() => setPending(null)}
            onConfirm={() => bulk.mutate({ action: 'delete', ids: pending.ids })}
          />
        ))}
    </div>
  );
}
