import { definePage } from '../../define';

/** User management. */
export default definePage({
  path: '/admin/user-management',
  layout: 'admin',
  auth: 'required',
  label: 'User Management',
  meta: {
    title: 'User Management',
    description:
      'Create admin users, see when each account was created, and delete accounts that are no longer needed.',
    keywords: ['admin users'],
    noindex: true,
  },
  blocks: [{ type: 'admin/user-management', props: {} }],
});
