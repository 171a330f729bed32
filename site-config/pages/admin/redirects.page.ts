import { definePage } from '../../define';

/** Redirects: old addresses that send visitors on to a page (301) or say a page is gone (410); staff add and remove them. */
export default definePage({
  path: '/admin/redirects',
  layout: 'admin',
  auth: 'required',
  label: 'Redirects',
  meta: {
    title: 'Redirects',
    description:
      'Every redirect of the website: old addresses that send visitors on to a page. Add one from an old address to a page, or remove one.',
    keywords: ['admin redirects'],
    noindex: true,
  },
  blocks: [{ type: 'admin/redirects', props: {} }],
});
