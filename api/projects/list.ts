import type { ProjectListItem, ProjectState } from '../../contracts/project-requests';
import { projectKindFacts } from '../../contracts/projects';
import type { DB } from '../db';
import { stableJson } from '../documents/documents';
import { listSchedules } from '../documents/schedule';
import { readStored } from '../documents/schema-versions';
import type { DocumentRow } from '../documents/store';
import type { ProjectCatalog } from './catalog';

interface Listed {
  slug: string;
  row?: DocumentRow;
  file?: unknown;
}

const fieldsOf = (doc: unknown) => {
  const d = (doc ?? {}) as { services?: unknown; featured?: unknown };
  return {
    services: Array.isArray(d.services) ? d.services.filter((s): s is string => typeof s === 'string') : [],
    featured: d.featured === true,
  };
};

/** One project as the list shows it: what staff work on (the draft, else what is live) and its one state. */
function itemOf(p: Listed, scheduled: Set<string>, waiting: Set<number>): ProjectListItem {
  const row = p.row;
  const live = row?.published ? readStored('project', row.published) : (p.file ?? null);
  const draft = readStored('project', row?.draft ?? null);
  const shown = draft ?? live;
  let state: ProjectState = live ? 'live' : 'draft';
  if (row?.deletedAt) state = 'trashed';
  else if (scheduled.has(p.slug)) state = 'scheduled';
  else if (row && waiting.has(row.id)) state = 'in-review';
  return {
    slug: p.slug,
    title: projectKindFacts.title(p.slug, shown),
    state,
    source: row?.source === 'admin' || !p.file ? 'admin' : 'file',
    hasDraft: !!draft && (!live || stableJson(draft) !== stableJson(live)),
    ...fieldsOf(shown),
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * Every project staff can see: the project files, the projects made or
 * edited in the admin, and those in the trash; filtered by a service page
 * and by state, newest edit first (files nobody edited last, in their order).
 */
export async function listProjects(
  db: DB,
  catalog: ProjectCatalog,
  filter: { service?: string; state?: ProjectState },
): Promise<ProjectListItem[]> {
  const rows = await db.selectFrom('documents').selectAll().where('kind', '=', 'project').execute();
  const schedules = await listSchedules(db, 'project');
  const reviews = await db.selectFrom('documentReviews').select('documentId').where('state', '=', 'waiting').execute();
  const files = catalog.files();
  const live = new Map(rows.filter((r) => !r.deletedAt).map((r) => [r.key, r]));
  const listed: Listed[] = [
    ...[...files].filter(([slug]) => !live.has(slug)).map(([slug, f]) => ({ slug, file: f.document })),
    ...rows.map((row) => ({ slug: row.key, row, file: row.deletedAt ? undefined : files.get(row.key)?.document })),
  ];
  const scheduled = new Set(schedules.map((s) => s.key));
  const waiting = new Set(reviews.map((r) => r.documentId));
  return listed
    .map((p) => itemOf(p, scheduled, waiting))
    .filter(
      (i) => (!filter.service || i.services.includes(filter.service)) && (!filter.state || i.state === filter.state),
    )
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''));
}
