import { definePage } from '../../define';

/** The project editor: one project's fields, with drafts, preview, publishing, review and history (?slug= names it). */
export default definePage({
  path: '/admin/projects/edit',
  layout: 'admin',
  auth: 'required',
  label: 'Edit project',
  meta: {
    title: 'Edit project',
    description:
      'Edit one project of the website: its title, services, pictures, description and facts, with an autosaved draft, a preview, publishing and history.',
    keywords: ['admin project editor'],
    noindex: true,
  },
  blocks: [{ type: 'admin/project-editor', props: {} }],
});
