import { definePage } from '../../define';

/** Settings: the stored contact details (footer, chat button, contact page), who is e-mailed about new inquiries, and the site's time zone. */
export default definePage({
  path: '/admin/settings',
  layout: 'admin',
  auth: 'required',
  label: 'Settings',
  meta: {
    title: 'Settings',
    description:
      'Edit the contact details the website shows, choose who is e-mailed when a visitor sends the contact form, and set the time zone of the admin’s dates and times.',
    keywords: ['admin settings'],
    noindex: true,
  },
  blocks: [
    { type: 'admin/contact-settings', props: {} },
    { type: 'admin/notification-settings', props: {} },
    { type: 'admin/time-zone-settings', props: {} },
  ],
});
