import { definePage } from '../../define';

/** Settings: the stored contact details (footer, chat button, contact page) and who is e-mailed about new inquiries. */
export default definePage({
  path: '/admin/settings',
  layout: 'admin',
  auth: 'required',
  label: 'Settings',
  meta: {
    title: 'Settings',
    description:
      'Edit the contact details the website shows and choose who is e-mailed when a visitor sends the contact form.',
    keywords: ['admin settings'],
    noindex: true,
  },
  blocks: [
    { type: 'admin/contact-settings', props: {} },
    { type: 'admin/notification-settings', props: {} },
  ],
});
