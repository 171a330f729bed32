import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { STATUS_LABELS, statusInView, type Inquiry, type InquiryStatus } from '../../../contracts/inquiries';
import type { Page } from '../../../contracts/paging';
import { errorText, isUnauthorized } from '../../data/api';
import { INQUIRIES_KEY } from '../../data/query';
import { toast } from '../../data/toast-store';
import type { InboxFilters } from './filters';
import { inquiriesApi } from '../../data/api-client';

export const LIST_KEY = [...INQUIRIES_KEY, 'list'] as const;
export const COUNTS_KEY = [...INQUIRIES_KEY, 'counts'] as const;
type ListData = InfiniteData<Page<Inquiry>, string | null>;

const failed = (title: string) => (err: unknown) => {
  if (!isUnauthorized(err)) toast({ title, description: errorText(err, 'Please try again.'), variant: 'destructive' });
};

/**
 * The changes staff make to inquiries: one inquiry's status, a bulk archive
 * or delete, deleting one. Each keeps the loaded lists and counts true and
 * says how it went in a toast.
 */
export function useInquiryChanges({
  onBulkDone,
  onDeleted,
  onSettled,
}: {
  /** After a bulk change went through (the selection is spent). */
  onBulkDone: () => void;
  /** After one inquiry was deleted. */
  onDeleted: (i: Inquiry) => void;
  /** After a delete or bulk change ended either way (the confirmation closes). */
  onSettled: () => void;
}) {
  const qc = useQueryClient();

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
      inquiriesApi.setStatus(id, status),
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

  /**
   * Replying by e-mail, WhatsApp or phone answers the inquiry: it becomes
   * Replied, and the toast offers Undo (the link may have been pressed by
   * mistake, or the visitor never picked up), which puts the earlier status back.
   */
  const markReplied = useMutation({
    mutationFn: ({ id }: { id: number; before: InquiryStatus }) => inquiriesApi.setStatus(id, 'replied'),
    onSuccess: (updated, { before }) => {
      applyUpdate(updated);
      toast({
        title: 'Marked Replied',
        description: `Inquiry from ${updated.name}`,
        action: {
          label: 'Undo',
          altText: `Set the status of the inquiry from ${updated.name} back to ${STATUS_LABELS[before]} with its status menu`,
          onClick: () => setStatus.mutate({ id: updated.id, status: before }),
        },
      });
    },
    onError: failed('Could not mark the inquiry Replied'),
  });
  const replied = (i: Inquiry) => {
    if (i.status !== 'replied') markReplied.mutate({ id: i.id, before: i.status });
  };

  const bulk = useMutation({
    mutationFn: inquiriesApi.bulk,
    onSuccess: (r, body) => {
      toast({
        title: body.action === 'delete' ? 'Inquiries deleted' : 'Inquiries archived',
        description: `${r.affected} ${r.affected === 1 ? 'inquiry' : 'inquiries'}.`,
      });
      onBulkDone();
      void qc.invalidateQueries({ queryKey: INQUIRIES_KEY });
    },
    onError: failed('Could not change the inquiries'),
    onSettled,
  });

  const remove = useMutation({
    mutationFn: (i: Inquiry) => inquiriesApi.remove(i.id),
    onSuccess: (_d, i) => {
      for (const [key, data] of qc.getQueriesData<ListData>({ queryKey: LIST_KEY })) {
        if (data)
          qc.setQueryData<ListData>(key, {
            ...data,
            pages: data.pages.map((p) => ({ ...p, items: p.items.filter((x) => x.id !== i.id) })),
          });
      }
      onDeleted(i);
      void qc.invalidateQueries({ queryKey: COUNTS_KEY });
      toast({ title: 'Inquiry deleted', description: `The message from ${i.name} was deleted.` });
    },
    onError: failed('Could not delete the inquiry'),
    onSettled,
  });

  return { setStatus, replied, bulk, remove };
}
