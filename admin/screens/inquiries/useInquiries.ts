import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Inquiry } from '../../../contracts/inquiries';
import { INQUIRIES_KEY } from '../../data/query';
import { apiParams } from './filters';
import { useInboxAddress } from './useInboxAddress';
import { COUNTS_KEY, LIST_KEY, useInquiryChanges } from './useInquiryChanges';
import { inquiriesApi } from '../../data/api-client';

/** Waiting for the delete confirmation: one inquiry, or the selection. */
export type PendingDelete = { one: Inquiry } | { ids: number[] };

/**
 * The inbox's data and state: the filtered list loaded a page at a time (or
 * the one inquiry an e-mail's link names), the folder counts, which
 * inquiries are open and selected, the delete waiting for confirmation, and
 * the changes staff make.
 */
export function useInquiries() {
  const qc = useQueryClient();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const address = useInboxAddress(() => setSelected(new Set()));
  const { filters, linkedId } = address;

  const list = useInfiniteQuery({
    queryKey: [...LIST_KEY, filters],
    queryFn: ({ pageParam }) => inquiriesApi.list(apiParams(filters, { cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: linkedId === null,
    // While another filter loads, the last results stay on screen instead of a loading line.
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({ queryKey: COUNTS_KEY, queryFn: inquiriesApi.counts });
  const linked = useQuery({
    queryKey: [...INQUIRIES_KEY, 'one', linkedId],
    queryFn: () => inquiriesApi.one(linkedId!),
    enabled: linkedId !== null,
  });

  const changes = useInquiryChanges({
    onBulkDone: () => setSelected(new Set()),
    onDeleted: (i) => {
      if (linkedId === i.id) address.showAll();
    },
    onSettled: () => setPending(null),
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: INQUIRIES_KEY });

  const toggle = (i: Inquiry) => {
    const next = new Set(open);
    if (next.has(i.id)) next.delete(i.id);
    else {
      next.add(i.id);
      // Opening a new inquiry reads it.
      if (i.status === 'new') changes.setStatus.mutate({ id: i.id, status: 'read', quiet: true });
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
  const select = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return {
    ...address,
    ...changes,
    list,
    totals: counts.data,
    items,
    loading: linkedId !== null ? linked.isPending : list.isPending,
    error: linkedId !== null ? linked.error : list.error,
    open,
    toggle,
    selected,
    select,
    setSelected,
    pending,
    setPending,
    refresh,
  };
}

export type InboxState = ReturnType<typeof useInquiries>;
