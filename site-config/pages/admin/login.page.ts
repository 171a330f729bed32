import { definePage } from '../../define';

/** Form login; signed-in admins are sent on to the dashboard. */
export default definePage({
  path: '/admin/login',
  layout: 'admin',
  auth: 'guest',
  label: 'Admin Login',
  meta: {
    title: 'Admin Login',
    description:
      'Sign in to the website admin area to manage users, media uploads, contact details and contact inquiries.',
    keywords: ['admin login'],
    noindex: true,
  },
  blocks: [{ type: 'admin/login-form', props: {} }],
});
