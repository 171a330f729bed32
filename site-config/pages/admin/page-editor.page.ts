import { definePage } from '../../define';
import { starters } from '../../starters';

/** The page editor: one page's sections and settings, with drafts, preview, publishing and history (?path= names the page). */
export default definePage({
  path: '/admin/pages/edit',
  layout: 'admin',
  auth: 'required',
  label: 'Edit page',
  meta: {
    title: 'Edit page',
    description:
      'Edit one page of the website: its sections and SEO settings, with an autosaved draft, a live preview, publishing and history.',
    keywords: ['admin page editor'],
    noindex: true,
  },
  blocks: [{ type: 'admin/page-editor', props: { starters } }],
});
