import { definePage } from '../../define';

/**
 * Simple login. The seed page printed default credentials;
 * we never show any. The panel also links the dashboard (our addition: the
 * seed panel had only user management and the upload manager).
 */
export default definePage({
  path: '/admin',
  aliases: ['/admin/simple'],
  layout: 'admin',
  auth: 'any',
  label: 'Admin',
  meta: {
    title: 'Admin Access',
    description:
      'Staff sign-in for the website admin area: user management, the media upload manager, contact details and inquiries.',
    keywords: ['admin'],
    noindex: true,
  },
  blocks: [
    {
      type: 'admin/simple-login',
      props: {
        links: [
          { label: 'User Management', href: '/admin/user-management', description: 'Create and remove admin accounts' },
          {
            label: 'Upload Manager',
            href: '/admin/upload-manager',
            description: 'Upload the site’s photos, videos and PDF catalogues',
          },
          { label: 'Dashboard', href: '/admin/dashboard', description: 'Contact details, inquiries and your account' },
        ],
      },
    },
  ],
});
