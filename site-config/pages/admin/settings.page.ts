import { definePage } from '../../define';

/** Settings: the stored contact details, shown in the footer, chat button and contact page. */
export default definePage({
  path: '/admin/settings',
  layout: 'admin',
  auth: 'required',
  label: 'Settings',
  meta: {
    title: 'Settings',
    description: 'Edit the contact details the website shows: company name, phone, WhatsApp, e-mail, address, hours and social links.',
    keywords: ['admin settings'],
    noindex: true,
  },
  blocks: [{ type: 'admin/contact-settings', props: {} }],
});
