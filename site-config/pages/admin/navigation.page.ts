import { definePage } from '../../define';

/** The header menu and the footer's links, as one document staff edit, preview and publish. */
export default definePage({
  path: '/admin/navigation',
  layout: 'admin',
  auth: 'required',
  label: 'Navigation',
  meta: {
    title: 'Navigation',
    description:
      'Change the menu at the top of every page and the links in the footer: add, rename, reorder and remove items, preview and publish.',
    keywords: ['admin navigation'],
    noindex: true,
  },
  blocks: [{ type: 'admin/navigation-editor', props: {} }],
});
