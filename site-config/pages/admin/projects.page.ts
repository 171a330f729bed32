import { definePage } from '../../define';

/** The projects: every finished installation with its state, filtered by service and state, and new ones. */
export default definePage({
  path: '/admin/projects',
  layout: 'admin',
  auth: 'required',
  label: 'Projects',
  meta: {
    title: 'Projects',
    description:
      'Every finished installation shown on the website: filter by service and state, make a new project, delete or restore one.',
    keywords: ['admin projects'],
    noindex: true,
  },
  blocks: [{ type: 'admin/project-list', props: {} }],
});
