import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { errorText, isUnauthorized } from '../../data/api';
import { useMe } from '../../data/query';
import { REVIEW_KEY, reviewsApi } from '../../data/reviews';
import { toast } from '../../data/toast-store';
import { SITE_SETTINGS_KEY, useSiteSettings } from '../../data/use-site-time';
import { isAdminRole } from '../../ui/AdminOnly';
import type { schema } from './schema';

function ReviewForm({ saved, heading, intro }: { saved: boolean } & z.output<typeof schema>) {
  const qc = useQueryClient();
  const [on, setOn] = useState(saved);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: reviewsApi.setRequired,
    onSuccess: (data) => {
      qc.setQueryData(SITE_SETTINGS_KEY, data);
      void qc.invalidateQueries({ queryKey: REVIEW_KEY });
      setError(undefined);
      toast({
        title: data.reviewBeforePublish ? 'Review before publish is on' : 'Review before publish is off',
        description: data.reviewBeforePublish
          ? 'Editors now submit their changes for review; they wait in Waiting for review.'
          : 'Editors publish directly again. Drafts already submitted stay in the queue until an admin decides.',
      });
    },
    onError: (e) => {
      if (!isUnauthorized(e)) setError(errorText(e, 'Not saved. Please try again.'));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(on);
  };
  return (
    <section className="admin-card review-settings" aria-labelledby="admin-review-settings-heading">
      <h2 id="admin-review-settings-heading" className="admin-card__title">
        {heading}
      </h2>
      <p className="admin-card__lead">{intro}</p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <label className="review-settings__check">
          <input type="checkbox" name="reviewBeforePublish" checked={on} onChange={(e) => setOn(e.target.checked)} />
          Editors submit their changes for review before they go live
        </label>
        {error && (
          <p className="admin-field__error" role="alert">
            {error}
          </p>
        )}
        <p className="review-settings__queue">
          <Link to="/admin/reviews">Open Waiting for review</Link>
        </p>
        <div className="admin-form__actions">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending || on === saved}>
            {save.isPending ? 'Saving…' : 'Save review setting'}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * Settings › Review before publish: off until an admin turns it on. An
 * editor sees nothing here: the other Settings cards already say the
 * screen is an admin's, and a fourth notice would repeat them.
 */
export function ReviewSettings(props: z.output<typeof schema>) {
  const role = useMe().data?.admin?.role;
  const settings = useSiteSettings();
  if (!role || !isAdminRole(role)) return null;
  if (settings.isError)
    return (
      <div className="admin-alert admin-alert--error" role="alert">
        <p>{errorText(settings.error, 'Could not load the review setting.')}</p>
      </div>
    );
  if (!settings.data) return null;
  return (
    <ReviewForm
      key={String(settings.data.reviewBeforePublish)}
      saved={!!settings.data.reviewBeforePublish}
      {...props}
    />
  );
}
