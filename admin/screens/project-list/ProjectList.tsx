import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import {
  PROJECT_STATES,
  type ProjectListItem,
  type ProjectState,
  type RestoreProjectAnswer,
  type TrashProjectAnswer,
} from '../../../contracts/project-requests';
import { errorText } from '../../data/api';
import { PROJECTS_KEY, type ProjectFilter, projectsApi, useProjectList, useServicePages } from '../../data/projects';
import { toast } from '../../data/toast-store';
import { useSiteTime } from '../../data/use-site-time';
import { SelectField } from '../../ui/Field';
import { PageHead } from '../../ui/PageHead';
import { NewProjectForm } from './NewProjectForm';
import type { schema } from './schema';

/** The states in staff's words. */
export const STATE_WORDS: Record<ProjectState, string> = {
  live: 'Live',
  draft: 'Draft',
  scheduled: 'Scheduled',
  'in-review': 'In review',
  trashed: 'In the trash',
};

type TrashOrRestore = TrashProjectAnswer | RestoreProjectAnswer;

/** Delete (to the trash) or Restore, with what happened said in a toast. */
function useTrash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (o: { slug: string; restore: boolean }): Promise<TrashOrRestore> =>
      o.restore ? projectsApi.restore(o.slug) : projectsApi.trash(o.slug),
    onSuccess: (answer, o) => {
      void qc.invalidateQueries({ queryKey: PROJECTS_KEY });
      const cancelled = 'cancelledSchedule' in answer && answer.cancelledSchedule;
      const asDraft = 'asDraft' in answer && answer.asDraft;
      toast({
        title: o.restore ? 'Project restored' : 'Project moved to the trash',
        description: o.restore
          ? asDraft
            ? 'It is back as a draft: a picture it showed was deleted from the library. Choose another, then publish it.'
            : 'It is back as it was.'
          : `It left the site and every listing.${cancelled ? ' Its scheduled publish is cancelled.' : ''}`,
      });
    },
    onError: (e) => toast({ title: 'Not done', description: errorText(e, 'Try again.'), variant: 'destructive' }),
  });
}

function ProjectRow({ p, trash }: { p: ProjectListItem; trash: ReturnType<typeof useTrash> }) {
  const { formatWhen } = useSiteTime();
  const trashed = p.state === 'trashed';
  return (
    <tr>
      <td>
        {trashed ? p.title : <Link to={`/admin/projects/edit?slug=${encodeURIComponent(p.slug)}`}>{p.title}</Link>}
        <div className="admin-muted">/projects/{p.slug}</div>
      </td>
      <td>
        {STATE_WORDS[p.state]}
        {p.hasDraft && !trashed && p.state !== 'draft' ? ', with a draft' : ''}
        {p.featured ? ' · Featured' : ''}
      </td>
      <td>{p.services.join(', ') || '—'}</td>
      <td>{p.updatedAt ? formatWhen(p.updatedAt) : 'Project file'}</td>
      <td>
        {p.source === 'admin' && (
          <button
            type="button"
            className="admin-btn admin-btn--small admin-btn--light"
            disabled={trash.isPending}
            onClick={() => trash.mutate({ slug: p.slug, restore: trashed })}
            aria-label={`${trashed ? 'Restore' : 'Delete'} ${p.title}`}
          >
            {trashed ? 'Restore' : 'Delete'}
          </button>
        )}
      </td>
    </tr>
  );
}

/** /admin/projects: every project with its state, filtered by service page and state, and "New project". */
export function ProjectList({ heading, intro }: z.output<typeof schema>) {
  const [filter, setFilter] = useState<ProjectFilter>({});
  const list = useProjectList(filter);
  const services = useServicePages().data?.items ?? [];
  const trash = useTrash();
  const items = list.data?.items ?? [];
  return (
    <div className="admin-project-list">
      <PageHead heading={heading} intro={intro} />
      <NewProjectForm />
      <section className="admin-card" aria-label="Projects">
        <div className="admin-form__row">
          <SelectField
            label="Service"
            value={filter.service ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, service: e.target.value || undefined }))}
          >
            <option value="">Every service</option>
            {services.map((s) => (
              <option key={s.path} value={s.path}>
                {s.title}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="State"
            value={filter.state ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, state: (e.target.value || undefined) as ProjectState }))}
          >
            <option value="">Any state</option>
            {PROJECT_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_WORDS[s]}
              </option>
            ))}
          </SelectField>
        </div>
        {list.isError && (
          <p className="admin-alert admin-alert--error">{errorText(list.error, 'The projects could not be loaded.')}</p>
        )}
        {list.isSuccess && items.length === 0 && (
          <p className="admin-empty" role="status">
            No project matches. Choose another service or state, or make a new project above.
          </p>
        )}
        {items.length > 0 && (
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--stack">
              <thead>
                <tr>
                  <th scope="col">Project</th>
                  <th scope="col">State</th>
                  <th scope="col">Services</th>
                  <th scope="col">Last change</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <ProjectRow key={`${p.slug}:${p.state}:${p.updatedAt}`} p={p} trash={trash} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
