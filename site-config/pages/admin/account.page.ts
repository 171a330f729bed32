import { definePage } from '../../define';

/** Your account: the signed-in staff member's own e-mail address and whether they get review e-mails. Reached from their name in the top bar. */
export default definePage({
  path: '/admin/account',
  layout: 'admin',
  auth: 'required',
  label: 'Your account',
  meta: {
    title: 'Your account',
    description: 'Your e-mail address, and whether the admin e-mails you about changes waiting for review.',
    keywords: ['admin account'],
    noindex: true,
  },
  blocks: [{ type: 'admin/account-settings', props: {} }],
});
