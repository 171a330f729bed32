import { useState, type FormEvent } from 'react';
import type { PageListItem } from '../../../contracts/pages';
import { errorText, fieldErrors, isUnauthorized } from '../../data/api';
import { Field, SelectField } from '../../ui/Field';
import { useAddRedirect } from '../../data/redirects';
import { toast } from '../../data/toast-store';

/**
 * Adds a redirect from an old address (typed freely) to one of the site's
 * live pages (chosen, so it is always a page). The server's refusals (a
 * page's own address, a chain, the admin area…) show at their field.
 */
export function AddRedirect({ pages }: { pages: PageListItem[] }) {
  const live = pages.filter((p) => p.live);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddRedirect();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const old = from.trim();
    add.mutate(
      { from: old, to },
      {
        onSuccess: () => {
          toast({ title: 'Redirect added', description: `${old} now sends visitors to ${to}.` });
          setFrom('');
          setTo('');
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
    <form className="admin-form redirects__form" onSubmit={submit} noValidate>
      <Field
        label="Old address"
        name="redirect-from"
        placeholder="/old-page"
        hint="The address visitors may still have, e.g. from a flyer or an old link."
        autoCapitalize="none"
        spellCheck={false}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        error={errors.from || errors.body}
        required
      />
      <SelectField
        label="Send visitors to"
        name="redirect-to"
        hint="A published page of this site."
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={errors.to}
      >
        <option value="">Choose a page…</option>
        {live.map((p) => (
          <option key={p.path} value={p.path}>
            {p.title} ({p.path})
          </option>
        ))}
      </SelectField>
      <div className="admin-form__actions redirects__submit">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={add.isPending || !from.trim() || !to}>
          {add.isPending ? 'Adding…' : 'Add redirect'}
        </button>
      </div>
    </form>
  );
}
