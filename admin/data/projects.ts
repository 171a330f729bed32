import { useQuery } from '@tanstack/react-query';
import type { Page } from '../../contracts/paging';
import type { PageRevision } from '../../contracts/pages';
import type {
  ProjectDetail,
  ProjectListAnswer,
  ProjectState,
  ServicePagesAnswer,
} from '../../contracts/project-requests';
import type { ProjectInput } from '../../contracts/projects';
import type { Comparer } from '../ui/DocumentCompare';
import { withoutScripts } from '../screens/page-editor/Preview';
import { admin, call } from './api-client';
import { DOCUMENT_ADAPTERS } from './document-kinds';

/** The project list and one project's editor state, shared by the list and the editor. */
export const PROJECTS_KEY = [admin.projects.$path()] as const;
export const projectKey = (slug: string) => [admin.project.$path(), slug] as const;

export interface ProjectFilter {
  service?: string;
  state?: ProjectState;
}

export const useProjectList = (filter: ProjectFilter) =>
  useQuery({
    queryKey: [...PROJECTS_KEY, filter],
    queryFn: (): Promise<ProjectListAnswer> =>
      call(
        admin.projects.$get({
          query: {
            ...(filter.service ? { service: filter.service } : {}),
            ...(filter.state ? { state: filter.state } : {}),
          },
        }),
      ),
    // Other staff edit projects too: the list is fetched again each time it opens.
    staleTime: 0,
    placeholderData: (prev) => prev,
  });

/** The service pages a project may belong to (they change only when pages do). */
export const useServicePages = () =>
  useQuery({
    queryKey: [admin.projects.services.$path()],
    queryFn: (): Promise<ServicePagesAnswer> => call(admin.projects.services.$get()),
  });

export const useProjectDetail = (slug: string) =>
  useQuery({
    queryKey: projectKey(slug),
    // The description is rich text, which the client's JSON typing flattens: the contract's type is asserted here.
    queryFn: async () => (await call(admin.project.$get({ query: { slug } }))) as ProjectDetail,
    staleTime: 0,
    gcTime: 0,
    enabled: !!slug,
  });

export const useProjectRevisions = (slug: string) =>
  useQuery({
    queryKey: [...projectKey(slug), 'revisions'],
    queryFn: (): Promise<Page<PageRevision>> => call(admin.project.revisions.$get({ query: { slug, limit: '50' } })),
    staleTime: 0,
  });

export const projectsApi = {
  create: (slug: string, title: string) => call(admin.projects.$post({ json: { slug, title } })),
  trash: (slug: string) => call(admin.projects.$delete({ query: { slug } })),
  restore: (slug: string) => call(admin.projects.restore.$post({ query: { slug } })),
  saveDraft: (slug: string, project: Partial<ProjectInput>, baseVersion: number) =>
    call(admin.project.draft.$put({ query: { slug }, json: { project, baseVersion } })),
  /** The project's page as the site would show it, without its scripts (see PreviewFrame). */
  preview: async (slug: string, project: Partial<ProjectInput>) =>
    withoutScripts(await call(admin.project.preview.$post({ json: { slug, project } }))),
  /** A published version as its page showed it. */
  async render(slug: string, version: number) {
    const { project } = await call(admin.project.revision.$get({ query: { slug, version: String(version) } }));
    return projectsApi.preview(slug, project as Partial<ProjectInput>);
  },
};

/** Two versions of one project compared (its history's and its publish dialog's): the kind's adapter's. */
export const projectComparer = (slug: string): Comparer => DOCUMENT_ADAPTERS.project.comparer(slug);
