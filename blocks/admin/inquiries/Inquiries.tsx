import { PageHead } from '../_shared/PageHead';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { Inquiry } from '../../../contracts/admin';
import { SERVICE_INTEREST_OPTIONS } from '../../../contracts/contact-message';
import { apiRequest, errorText, getJson, isUnauthorized } from '../_shared/api';
import { ConfirmDialog } from '../_shared/ConfirmDialog';
import { INQUIRIES_KEY } from '../_shared/query';
import { toast } from '../_shared/toast-store';
import { formatDate } from '../user-management/UserManagement';
import type { schema } from './schema';

type Filter = 'all' | 'new' | 'handled';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
];

const interestLabel = (v: string | null) => (v ? (SERVICE_INTEREST_OPTIONS.find((o) => o.value === v)?.label ?? v) : null);

/** The inquiries inbox: read, mark handled (or new again), delete behind a confirmation. */
export function Inquiries({ heading, intro }: z.output<typeof schema>) {
  const qc = useQueryClient();
  const list = useQuery({ queryKey: INQUIRIES_KEY, queryFn: getJson<Inquiry[]>('/api/admin/inquiries') });
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Inquiry | null>(null);

  const failed = (title: string) => (err: unknown) => {
    if (!isUnauthorized(err)) toast({ title, description: errorText(err, 'Please try again.'), variant: 'destructive' });
  };

  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => apiRequest<Inquiry>('PATCH', `/api/admin/inquiries/${id}`, { handled }),
    onSuccess: (updated) => {
      qc.setQueryData<Inquiry[]>(INQUIRIES_KEY, (old) => old?.map((i) => (i.id === updated.id ? updated : i)));
      toast({ title: updated.handled ? 'Marked as handled' : 'Marked as new', description: `Inquiry from ${updated.name}` });
    },
    onError: failed('Could not update the inquiry'),
  });

  const remove = useMutation({
    mutationFn: (i: Inquiry) => apiRequest('DELETE', `/api/admin/inquiries/${i.id}`),
    onSuccess: (_d, i) => {
      qc.setQueryData<Inquiry[]>(INQUIRIES_KEY, (old) => old?.filter((x) => x.id !== i.id));
      toast({ title: 'Inquiry deleted', description: `The message from ${i.name} was deleted.` });
    },
    onError: failed('Could not delete the inquiry'),
    onSettled: () => setPending(null),
  });

  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const all = list.data ?? [];
  const counts = { all: all.length, new: all.filter((i) => !i.handled).length, handled: all.filter((i) => i.handled).length };
  const shown = all.filter((i) => filter === 'all' || (filter === 'new' ? !i.handled : i.handled));

  return (
    <div className="admin-inquiries">
      <PageHead heading={heading} intro={intro}>
        <button type="button" className="admin-btn admin-btn--secondary admin-btn--small" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {list.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </PageHead>
      <div className="admin-inquiries__filters" role="group" aria-label="Show">
        {FILTERS.map((f) => (
          <button key={f.value} type="button" className="admin-inquiries__filter" aria-pressed={filter === f.value} onClick={() => setFilter(f.value)}>
            {f.label} <span className="admin-inquiries__count">{counts[f.value]}</span>
          </button>
        ))}
      </div>
      {list.isPending ? (
        <p className="admin-empty" role="status">
          Loading inquiries…
        </p>
      ) : list.isError ? (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{errorText(list.error, 'Could not load the inquiries.')}</p>
        </div>
      ) : shown.length === 0 ? (
        <p className="admin-card admin-empty">{all.length === 0 ? 'No inquiries yet. Messages sent from the contact page appear here.' : `No ${filter} inquiries.`}</p>
      ) : (
        <ul className="admin-inquiries__list">
          {shown.map((i) => {
            const expanded = open.has(i.id);
            const interest = interestLabel(i.serviceInterest);
            const details = [
              ['Phone', i.phone],
              ['Company', i.company],
              ['Service interest', interest],
              ['Budget', i.budgetRange],
              ['Preferred contact', i.preferredContactMethod],
              ['Timeline', i.projectTimeline],
            ].filter((d): d is [string, string] => !!d[1]);
            return (
              <li key={i.id} className={`admin-card admin-inquiries__item${i.handled ? ' admin-inquiries__item--handled' : ''}`}>
                <article aria-labelledby={`inq-${i.id}`}>
                  <header className="admin-inquiries__head">
                    <div className="admin-inquiries__who">
                      <h2 id={`inq-${i.id}`} className="admin-inquiries__name">
                        {i.name}
                      </h2>
                      <a href={`mailto:${i.email}`} className="admin-inquiries__email">
                        {i.email}
                      </a>
                    </div>
                    <div className="admin-inquiries__meta">
                      <span className={`admin-badge ${i.handled ? 'admin-badge--done' : 'admin-badge--new'}`}>{i.handled ? 'Handled' : 'New'}</span>
                      <time dateTime={i.createdAt}>{formatDate(i.createdAt)}</time>
                    </div>
                  </header>
                  {interest && <p className="admin-inquiries__interest">{interest}</p>}
                  <p className={`admin-inquiries__message${expanded ? '' : ' admin-inquiries__message--clamped'}`} id={`inq-${i.id}-msg`}>
                    {i.message}
                  </p>
                  {expanded && details.length > 0 && (
                    <dl className="admin-inquiries__details">
                      {details.map(([k, v]) => (
                        <div key={k}>
                          <dt>{k}</dt>
                          <dd>{k === 'Phone' ? <a href={`tel:${v.replace(/[^+0-9]/g, '')}`}>{v}</a> : v}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  <div className="admin-inquiries__actions">
                    <button type="button" className="admin-btn admin-btn--secondary admin-btn--small" aria-expanded={expanded} aria-controls={`inq-${i.id}-msg`} onClick={() => toggle(i.id)}>
                      {expanded ? 'Show less' : 'Read'}
                    </button>
                    <button type="button" className="admin-btn admin-btn--small" onClick={() => mark.mutate({ id: i.id, handled: !i.handled })} disabled={mark.isPending && mark.variables?.id === i.id}>
                      {i.handled ? 'Mark as new' : 'Mark handled'}
                    </button>
                    <button type="button" className="admin-btn admin-btn--danger admin-btn--small" onClick={() => setPending(i)} aria-label={`Delete inquiry from ${i.name}`}>
                      Delete
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {pending && (
        <ConfirmDialog
          title="Delete inquiry?"
          message={`Delete the message from ${pending.name} (${pending.email})? This cannot be undone.`}
          confirmLabel="Delete inquiry"
          busy={remove.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => remove.mutate(pending)}
        />
      )}
    </div>
  );
}
