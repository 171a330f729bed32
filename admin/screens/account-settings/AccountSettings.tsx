import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { AdminMe } from '../../../contracts/admin';
import { errorText, isUnauthorized } from '../../data/api';
import { accountApi } from '../../data/api-client';
import { ME_KEY, useMe } from '../../data/query';
import { toast } from '../../data/toast-store';
import { PageHead } from '../../ui/PageHead';
import { ROLE_LABELS, type Role } from '../../../contracts/admin';
import type { schema } from './schema';

type Me = AdminMe['admin'];

function AccountForm({ me, heading, intro }: { me: Me; heading: string; intro: string }) {
  const qc = useQueryClient();
  const [email, setEmail] = useState(me.email ?? '');
  const [on, setOn] = useState(me.reviewEmails);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: () => accountApi.save({ email: email.trim(), reviewEmails: on }),
    onSuccess: (data) => {
      qc.setQueryData(ME_KEY, data);
      setError(undefined);
      toast({
        title: 'Your e-mail settings are saved',
        description: !data.admin.reviewEmails
          ? 'You will get no review e-mails.'
          : data.admin.email
            ? `Review e-mails go to ${data.admin.email}.`
            : 'Add your e-mail address to get review e-mails.',
      });
    },
    onError: (e) => {
      if (!isUnauthorized(e)) setError(errorText(e, 'Not saved. Please try again.'));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const changed = email.trim() !== (me.email ?? '') || on !== me.reviewEmails;
  return (
    <section className="admin-card account-settings" aria-labelledby="admin-account-heading">
      <h2 id="admin-account-heading" className="admin-card__title">
        {heading}
      </h2>
      <p className="admin-card__lead">
        Signed in as <strong>{me.username}</strong> ({ROLE_LABELS[me.role as Role] ?? me.role}).
      </p>
      <p className="admin-card__lead">{intro}</p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-field">
          <label htmlFor="account-email" className="admin-field__label">
            Your e-mail address
          </label>
          <input
            id="account-email"
            name="email"
            type="email"
            className="admin-field__input"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <label className="account-settings__check">
          <input type="checkbox" name="reviewEmails" checked={on} onChange={(e) => setOn(e.target.checked)} />
          E-mail me about reviews
        </label>
        {on && !email.trim() && (
          <p className="admin-field__hint">Without an address you get no e-mails; the badge at the top still shows.</p>
        )}
        {error && (
          <p className="admin-field__error" role="alert">
            {error}
          </p>
        )}
        <div className="admin-form__actions">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending || !changed}>
            {save.isPending ? 'Saving…' : 'Save my e-mail settings'}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * Your account › Your e-mails: the signed-in staff member's own address and
 * whether they get the review before publish e-mails. Everyone has one, so
 * editors reach it as admins do, from their name in the top bar.
 */
export function AccountSettings({ title, lead, ...props }: z.output<typeof schema>) {
  const me = useMe().data?.admin;
  return (
    <>
      <PageHead heading={title} intro={lead} />
      {me && <AccountForm key={`${me.email}:${me.reviewEmails}`} me={me} {...props} />}
    </>
  );
}
