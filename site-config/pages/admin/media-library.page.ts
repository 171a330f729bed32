import { definePage } from '../../define';

/** The media library: every uploaded file, where it is used, its default alt text; delete what no page uses. */
export default definePage({
  path: '/admin/media',
  layout: 'admin',
  auth: 'required',
  label: 'Media library',
  meta: {
    title: 'Media library',
    description: 'Every picture, video and PDF uploaded to the site, with the pages that show it.',
    keywords: ['media library'],
    noindex: true,
  },
  blocks: [{ type: 'admin/media-library', props: {} }],
});
