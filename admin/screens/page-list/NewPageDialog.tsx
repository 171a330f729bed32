import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreatePageAnswer, PageListItem } from '../../../contracts/pages';
import { NEW_PAGE_PATH } from '../../../contracts/pages';
import { ApiRequestError, apiRequest, errorText } from '../../data/api';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { PAGES_KEY, pageUrl } from '../../data/pages';
import { toast } from '../../data/toast-store';

/** "Executive Desks" → "executive-desks", for a path suggestion. */
export const slug = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * New page: a title, its address and, optionally, a page to copy. The server
 * decides whether the address is free and well-formed; its words appear at
 * the address field. A quick check here catches the common slips first.
 */
export function NewPageDialog({ pages, onClose }: { pages: PageListItem[]; onClose: () => void }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [pathTouched, setPathTouched] = useState(false);
  const [copyFrom, setCopyFrom] = useState('');
  const [errors, setErrors] = useState<{ title?: string; path?: string; form?: string }>({});

  const create = useMutation({
    mutationFn: () =>
      apiRequest<CreatePageAnswer>('POST', pageUrl('', path), {
        title: title.trim(),
        ...(copyFrom ? { copyFrom } : {}),
      }),
    onSuccess: (answer) => {
      void qc.invalidateQueries({ queryKey: PAGES_KEY });
      toast({
        title: 'Page created',
        description: `${answer.path} is saved as a draft. Publish it to put it on the site.`,
      });
      void navigate(`/admin/pages/edit?path=${encodeURIComponent(answer.path)}`);
    },
    onError: (e) => {
      const message = errorText(e, 'The page could not be created. Try again.');
      // 400 (malformed address) and 409 (taken) are about the address; anything else about the whole form.
      if (e instanceof ApiRequestError && (e.status === 400 || e.status === 409)) {
        const titleIssue = e.body?.issues?.find((i) => i.field === 'title');
        setErrors(titleIssue ? { title: titleIssue.message } : { path: message });
      } else setErrors({ form: message });
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!title.trim()) next.title = 'Give the page a title, e.g. "Executive Desks".';
    if (!path) next.path = 'Give the page an address, e.g. /services/furniture/desks.';
    else if (!NEW_PAGE_PATH.test(path))
      next.path = 'Use lowercase letters, digits and dashes between slashes, e.g. /services/furniture/desks.';
    setErrors(next);
    if (!next.title && !next.path) create.mutate();
  }

  return (
    <Dialog
      title="New page"
      description="The page starts as a draft: nobody sees it until you publish it."
      onClose={onClose}
      actions={
        <>
          <button type="button" className="admin-btn admin-btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="new-page-form"
            className="admin-btn admin-btn--primary"
            disabled={create.isPending}
          >
            {create.isPending ? 'Creating…' : 'Create page'}
          </button>
        </>
      }
    >
      <form id="new-page-form" className="admin-form page-list__new" onSubmit={submit} noValidate>
        <Field
          label="Title"
          required
          data-autofocus
          value={title}
          error={errors.title}
          maxLength={80}
          onChange={(e) => {
            setTitle(e.target.value);
            if (!pathTouched) setPath(slug(e.target.value) ? `/${slug(e.target.value)}` : '');
          }}
        />
        <Field
          label="Address"
          required
          value={path}
          error={errors.path}
          spellCheck={false}
          hint="Where the page lives on the site, e.g. /services/furniture/desks"
          onChange={(e) => {
            setPathTouched(true);
            setPath(e.target.value.trim());
          }}
        />
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="new-page-copy">
            Start from
          </label>
          <select
            id="new-page-copy"
            className="admin-field__input"
            value={copyFrom}
            onChange={(e) => setCopyFrom(e.target.value)}
          >
            <option value="">A blank page (a hero and a call to action)</option>
            {pages.map((p) => (
              <option key={p.path} value={p.path}>
                A copy of {p.title} ({p.path})
              </option>
            ))}
          </select>
        </div>
        {errors.form && (
          <p className="admin-alert admin-alert--error" role="alert">
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
