import { definePage } from '../../define';

/** The inbox of messages sent from the contact page (POST /api/contact). */
export default definePage({
  path: '/admin/inquiries',
  layout: 'admin',
  auth: 'required',
  label: 'Contact Inquiries',
  meta: {
    title: 'Contact Inquiries',
    description:
      'Messages sent from the website contact form, newest first: search and filter them, reply, move them from new to replied and archived, and export them.',
    keywords: ['contact inquiries'],
    noindex: true,
  },
  blocks: [{ type: 'admin/inquiries', props: {} }],
});
