import {
  createProjectInput,
  projectKeyQuery,
  projectListQuery,
  type CreateProjectAnswer,
  type ProjectListAnswer,
  type RestoreProjectAnswer,
  type ServicePagesAnswer,
  type TrashProjectAnswer,
} from '../../contracts/project-requests';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter } from '../http';
import { validate } from '../validate';
import { documentRoutes } from '../documents/routes';
import { checkMayChangeAddress } from '../documents/review';
import { projectCatalogOf } from './catalog';
import type { projectKind } from './kind';
import { listProjects } from './list';
import { createProject, restoreProject, trashProject } from './store';

const QUERY = { lead: 'The query string has problems' };
const BODY = { lead: 'The request has problems' };

/**
 * GET /api/admin/projects (the list, by service and state), POST (a new
 * project at a slug), DELETE ?slug= (to the trash), POST /restore?slug=
 * (out of it) and GET /services (the service pages to choose from). Any
 * signed-in staff member, as with pages; while review before publish is on,
 * trashing and restoring (which change the live site at once) are an admin's.
 */
export const projectListRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', validate('query', projectListQuery, QUERY), async (c) => {
    const items = await listProjects(c.var.deps.db, projectCatalogOf(c), c.req.valid('query'));
    return c.json({ items } satisfies ProjectListAnswer);
  })
  .post('/', validate('json', createProjectInput, BODY), async (c) => {
    const { slug, title } = c.req.valid('json');
    const version = await createProject(c.var.deps.db, projectCatalogOf(c), { slug, title, by: c.var.admin.username });
    return c.json({ slug, version } satisfies CreateProjectAnswer, 201);
  })
  .delete('/', validate('query', projectKeyQuery, QUERY), async (c) => {
    const { slug } = c.req.valid('query');
    await checkMayChangeAddress(c.var.deps.db, c.var.admin.role, 'delete', 'this project');
    const { cancelledSchedule } = await trashProject(c.var.deps.db, { slug, by: c.var.admin.username });
    return c.json({
      trashed: slug,
      ...(cancelledSchedule ? { cancelledSchedule } : {}),
    } satisfies TrashProjectAnswer);
  })
  .post('/restore', validate('query', projectKeyQuery, QUERY), async (c) => {
    const { slug } = c.req.valid('query');
    await checkMayChangeAddress(c.var.deps.db, c.var.admin.role, 'restore', 'this project');
    const { problems } = await restoreProject(c.var.deps.db, projectCatalogOf(c), {
      slug,
      by: c.var.admin.username,
    });
    // Back as a draft when a library file it showed was deleted meanwhile: `problems` name the fields to fix.
    return c.json({
      restored: slug,
      ...(problems.length ? { asDraft: true as const, problems } : {}),
    } satisfies RestoreProjectAnswer);
  })
  .get('/services', (c) => c.json({ items: [...projectCatalogOf(c).servicePages()] } satisfies ServicePagesAnswer));

/** The projects' routes: the list and its actions at /projects, the document core's at /project?slug=. */
export const projectsRoutes = (kind: ReturnType<typeof projectKind>) =>
  apiRouter<AdminEnv>().route('/projects', projectListRoutes).route('/project', documentRoutes(kind));
