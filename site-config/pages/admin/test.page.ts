import { definePage } from '../../define';

/** Static routing test page: no API calls, only client-side links. */
export default definePage({
  path: '/admin/test',
  layout: 'admin',
  auth: 'any',
  label: 'Routing test',
  meta: {
    title: 'Admin Routing Test',
    description:
      'A static page that confirms the admin area’s client-side routing works, with a link to every admin route.',
    keywords: ['admin test'],
    noindex: true,
  },
  blocks: [
    {
      type: 'admin/routing-test',
      props: {
        message: 'The admin routes are working: this page was rendered by the admin app without calling the server.',
      },
    },
  ],
});
