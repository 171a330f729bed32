import { definePage } from '../../../site-config/define';
import { home, service } from '../../../site-config/media';

const media = service('fixture-family', 'media-fixture');

/** A new page file for the manifest test: 2 hero videos and 4 portfolio images of its own, and one slot the home page already has. */
export default definePage({
  path: '/fixtures/media-fixture',
  label: 'Media Fixture',
  meta: {
    title: 'Media Fixture',
    description: 'A fixture page used by the media tests to prove that one new page file adds its upload targets.',
    keywords: ['fixture'],
  },
  blocks: [
    {
      type: 'hero-carousel',
      props: {
        title: 'Media Fixture',
        slides: media.videos('hero', 2).map((m, i) => ({ media: m, alt: `Fixture hero ${i + 1}` })),
      },
    },
    {
      type: 'portfolio-grid',
      props: {
        heading: 'Fixture projects',
        groups: [
          { items: media.images('gallery', 4).map((m, i) => ({ media: m, alt: `Fixture project ${i + 1}` })) },
          { items: [{ media: home.coreServiceImages('prefab-units')[0], alt: 'Shared with the home page' }] },
        ],
      },
    },
  ],
});
