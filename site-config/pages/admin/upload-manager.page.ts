import { definePage } from '../../define';

/** Upload manager: every media target the pages reference, grouped by page and section. */
export default definePage({
  path: '/admin/upload-manager',
  layout: 'admin',
  auth: 'required',
  label: 'Upload Manager',
  meta: {
    title: 'Upload Manager',
    description:
      'Upload the images, videos and PDF catalogs that each page of the site shows, section by section, and edit their alt text and names.',
    keywords: ['media upload'],
    noindex: true,
  },
  blocks: [{ type: 'admin/upload-manager', props: {} }],
});
