import { definePage } from '../../define';

/** Settings: the stored contact details (footer, chat button, contact page), who is e-mailed about new inquiries, the site's time zone, and whether editors' changes wait for review. */
export default definePage({
  path: '/admin/settings',
  layout: 'admin',
  auth: 'required',
  label: 'Settings',
  meta: {
    title: 'Settings',
    description:
      'Edit the contact details the website shows, choose who is e-mailed when a visitor sends the contact form, set the time zone of the admin’s dates and times, and choose whether editors’ changes wait for an admin’s review.',
    keywords: ['admin settings'],
    noindex: true,
  },
  blocks: [
    { type: 'admin/contact-settings', props: {} },
    { type: 'admin/notification-settings', props: {} },
    { type: 'admin/time-zone-settings', props: {} },
    { type: 'admin/review-settings', props: {} },
  ],
});
