import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROJECT_SLUG } from '../../../contracts/projects';
import { ApiRequestError, errorText } from '../../data/api';
import { PROJECTS_KEY, projectsApi } from '../../data/projects';
import { toast } from '../../data/toast-store';
import { Field } from '../../ui/Field';
import { slug as slugOf } from '../page-list/NewPageDialog';

/**
 * New project: a title and its address name (suggested from the title).
 * The server decides whether the name is free; its words (a project in the
 * trash holds it, say) appear at the field.
 */
export function NewProjectForm() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; slug?: string }>({});
  const create = useMutation({
    mutationFn: () => projectsApi.create(slug, title.trim()),
    onSuccess: (answer) => {
      void qc.invalidateQueries({ queryKey: PROJECTS_KEY });
      toast({
        title: 'Project created',
        description: `${answer.slug} is saved as a draft. Fill it in, then publish it.`,
      });
      void navigate(`/admin/projects/edit?slug=${encodeURIComponent(answer.slug)}`);
    },
    onError: (e) => {
      const message = errorText(e, 'The project could not be created. Try again.');
      const titleIssue = e instanceof ApiRequestError ? e.body?.issues?.find((i) => i.field === 'title') : undefined;
      setErrors(titleIssue ? { title: titleIssue.message } : { slug: message });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      title: title.trim() ? undefined : 'Give the project a title.',
      slug: PROJECT_SLUG.test(slug)
        ? undefined
        : 'Use lower-case letters, digits and single hyphens, like kilimani-office-fit-out.',
    };
    setErrors(next);
    if (!next.title && !next.slug) create.mutate();
  };
  return (
    <form className="admin-card admin-form" onSubmit={submit} noValidate aria-labelledby="new-project-title">
      <h2 id="new-project-title" className="admin-card__title">
        New project
      </h2>
      <div className="admin-form__row">
        <Field
          label="Title"
          name="title"
          value={title}
          error={errors.title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (!touched) setSlug(slugOf(e.target.value));
          }}
        />
        <Field
          label="Address name"
          name="slug"
          hint={`Its page will be /projects/${slug || '…'}`}
          value={slug}
          error={errors.slug}
          onChange={(e) => {
            setTouched(true);
            setSlug(e.target.value);
          }}
        />
      </div>
      <button type="submit" className="admin-btn admin-btn--primary" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create project'}
      </button>
    </form>
  );
}
