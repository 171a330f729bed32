import { useState, type FormEvent } from 'react';
import type { PageListItem } from '../../../contracts/pages';
import { errorText, fieldErrors, isUnauthorized } from '../_shared/api';
import { Field, SelectField } from '../_shared/Field';
import { formatWhen } from '../_shared/pages';
import { toast } from '../_shared/toast-store';
import { useAddRedirect, useRedirects, useRemoveRedirect } from './address-api';

/** Adds a redirect from an old address to one of the site's live pages. */
function AddRedirect({ pages }: { pages: PageListItem[] }) {
  const live = pages.filter((p) => p.live);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddRedirect();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { from: from.trim(), to },
      {
        onSuccess: () => {
          toast({ title: 'Redirect added', description: `${from.trim()} now sends visitors to ${to}.` });
          setFrom('');
          setErrors({});
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          const fields = fieldErrors(err);
          setErrors(Object.keys(fields).length ? fields : { from: errorText(err, 'Not saved. Try again.') });
        },
      },
    );
  };
  return (
    <form className="admin-form page-redirects__form" onSubmit={submit} noValidate>
      <Field
        label="Old address"
        name="redirect-from"
        placeholder="/old-page"
        autoCapitalize="none"
        spellCheck={false}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        error={errors.from || errors.body}
        required
      />
      <SelectField label="Send visitors to" value={to} onChange={(e) => setTo(e.target.value)} error={errors.to}>
        <option value="">Choose a page…</option>
        {live.map((p) => (
          <option key={p.path} value={p.path}>
            {p.title} ({p.path})
          </option>
        ))}
      </SelectField>
      <div className="admin-form__actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={add.isPending || !from.trim() || !to}>
          {add.isPending ? 'Adding…' : 'Add redirect'}
        </button>
      </div>
    </form>
  );
}

/**
 * Every redirect of the site: staff's own, moved pages' old addresses and
 * deleted pages' (gone, or to another page); each can be removed.
 */
export function RedirectsCard({ pages }: { pages: PageListItem[] }) {
  const redirects = useRedirects();
  const remove = useRemoveRedirect();
  const items = redirects.data?.items ?? [];
  return (
    <section className="admin-card page-redirects" aria-labelledby="page-redirects-title">
      <h2 id="page-redirects-title" className="admin-card__title">
        Redirects{items.length ? ` (${items.length})` : ''}
      </h2>
      <p className="admin-card__lead">
        Old addresses that send visitors on to a page (301), or say a deleted page is gone (410). Moving or deleting a
        page adds one here.
      </p>
      <AddRedirect pages={pages} />
      {redirects.data && !items.length && <p className="admin-empty">No redirects yet.</p>}
      {items.length > 0 && (
        <ul className="page-redirects__list">
          {items.map((r) => (
            <li key={r.from} className="page-trash__row">
              <div>
                <code className="page-list__path">{r.from}</code> →{' '}
                {r.to ? <code className="page-list__path">{r.to}</code> : <em>gone (410)</em>}
                <p className="page-activity__meta">Since {formatWhen(r.createdAt)}</p>
              </div>
              <button
                type="button"
                className="admin-btn admin-btn--small admin-btn--light"
                aria-label={`Remove the redirect from ${r.from}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(r.from, {
                    onSuccess: () =>
                      toast({ title: 'Redirect removed', description: `${r.from} answers “not found” again.` }),
                    onError: (e) => {
                      if (!isUnauthorized(e))
                        toast({
                          title: 'Not removed',
                          description: errorText(e, 'Please try again.'),
                          variant: 'destructive',
                        });
                    },
                  })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
