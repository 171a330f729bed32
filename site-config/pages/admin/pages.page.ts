import { definePage } from '../../define';

/** The page list: every public page, where it comes from, drafts waiting, and a new page. */
export default definePage({
  path: '/admin/pages',
  layout: 'admin',
  auth: 'required',
  label: 'Pages',
  meta: {
    title: 'Pages',
    description:
      'Every page of the public website: search them, see drafts and recent edits, open one in the editor, or create a new page.',
    keywords: ['admin pages'],
    noindex: true,
  },
  blocks: [{ type: 'admin/page-list', props: {} }],
});
