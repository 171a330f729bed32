import { definePage } from '../../define';

/** Waiting for review: editors' drafts an admin compares with live, then publishes or sends back with a comment. */
export default definePage({
  path: '/admin/reviews',
  layout: 'admin',
  auth: 'required',
  label: 'Waiting for review',
  meta: {
    title: 'Waiting for review',
    description:
      'The editors’ changes waiting for an admin: compare each draft with the live page, then publish it or send it back with a comment.',
    keywords: ['admin review'],
    noindex: true,
  },
  blocks: [{ type: 'admin/reviews', props: {} }],
});
