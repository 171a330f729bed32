import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterParams, filtersFrom, type InboxFilters } from './filters';

/**
 * The inbox's filters as the address holds them, the search box's text
 * (sent after a short pause in typing), and the inquiry an e-mail's link
 * names (?id=…). `onFiltersChange` runs before the address changes (the
 * selection does not carry over to another list).
 */
export function useInboxAddress(onFiltersChange: () => void) {
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

  const setFilters = (next: Partial<InboxFilters>) => {
    onFiltersChange();
    setParams(filterParams({ ...filters, ...next }), { replace: true });
  };

  // Typing searches after a short pause, not on every key.
  useEffect(() => {
    const q = search.trim();
    if (q === filters.q) return;
    const timer = setTimeout(() => setFilters({ q }), 300);
    return () => clearTimeout(timer);
  });

  /** Leaves the linked inquiry for the list under the same filters. */
  const showAll = () => setParams(filterParams(filters), { replace: true });

  return { filters, linkedId, search, setSearch, setFilters, showAll };
}
