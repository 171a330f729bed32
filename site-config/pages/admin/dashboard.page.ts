import { definePage } from '../../define';

/**
 * Dashboard. The seed's three card buttons did nothing; ours
 * open the page editor, the review queue, the navigation, the redirects, the upload manager, the media library, the contact-details settings, the inquiries inbox
 * and user management, with the counts that say where work waits.
 */
export default definePage({
  path: '/admin/dashboard',
  layout: 'admin',
  auth: 'required',
  label: 'Dashboard',
  meta: {
    title: 'Admin Dashboard',
    description:
      'The admin dashboard: your account, media management, contact details settings, the contact inquiries inbox and user management.',
    keywords: ['admin dashboard'],
    noindex: true,
  },
  blocks: [
    {
      type: 'admin/dashboard',
      props: {
        cards: [
          {
            title: 'Pages',
            description:
              'Edit the words, pictures and sections of every page, preview them, publish, and add new pages.',
            action: 'Edit Pages',
            href: '/admin/pages',
            icon: 'building',
            count: 'page-drafts',
          },
          {
            title: 'Projects',
            description:
              'Finished installations, entered once: each gets its own page and shows in the project listings of the site.',
            action: 'Edit Projects',
            href: '/admin/projects',
            icon: 'building',
          },
          {
            title: 'Waiting for review',
            description:
              'Editors’ changes to pages and the menu that wait for an admin: compare each with the live site, then publish it or send it back with a comment.',
            action: 'Open the review queue',
            href: '/admin/reviews',
            icon: 'check',
            count: 'reviews-waiting',
          },
          {
            title: 'Navigation',
            description: 'Change the menu at the top of every page and the links and year in the footer.',
            action: 'Edit Navigation',
            href: '/admin/navigation',
            icon: 'menu',
          },
          {
            title: 'Redirects',
            description:
              'Send visitors from old addresses (a flyer, an old link) to a page of the site, and see where moved pages went.',
            action: 'Manage Redirects',
            href: '/admin/redirects',
            icon: 'signpost',
          },
          {
            title: 'Media Management',
            description: 'Upload the hero videos, service photos, product images and PDF catalogues every page shows.',
            action: 'Open Upload Manager',
            href: '/admin/upload-manager',
            icon: 'cube',
            count: 'media-stored',
          },
          {
            title: 'Media library',
            description:
              'Every picture, video and PDF uploaded, the pages that show each one, its default alt text and focal point.',
            action: 'Open Media Library',
            href: '/admin/media',
            icon: 'photos',
            count: 'library-files',
          },
          {
            title: 'Settings',
            description:
              'Edit the company name, phone and WhatsApp numbers, e-mail, address, opening hours, social links and the time zone.',
            action: 'Edit Contact Details',
            href: '/admin/settings',
            icon: 'gear',
          },
          {
            title: 'Contact Inquiries',
            description: 'Read, search and answer the messages sent from the contact page, and export them.',
            action: 'View Inquiries',
            href: '/admin/inquiries',
            icon: 'book',
            count: 'new-inquiries',
          },
          {
            title: 'User Management',
            description: 'Add staff accounts, see who has access, and remove accounts that are no longer needed.',
            action: 'Manage Users',
            href: '/admin/user-management',
            icon: 'team',
          },
        ],
      },
    },
  ],
});
