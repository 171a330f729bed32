import { defineBlock } from '../../engine/block';
import { RecentProjects } from './RecentProjects';
import { hint, migrate, schema, version } from './schema';

/** Recent project case studies with specs (steel fabrication: 3 projects). */
export const recentProjects = defineBlock({
  type: 'recent-projects',
  schema,
  hint,
  version,
  migrate,
  component: RecentProjects,
});
