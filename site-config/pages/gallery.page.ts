import { definePage } from '../define';
import { galleryCatalogs, galleryCategories, projectVideoCards } from '../gallery';
import { gallery } from '../media';

/**
 * Project gallery. ?category= (Prefab Units, Interior Designs,
 * Executive Furniture) picks the category on the server. Ours: the hero
 * reuses each category's first product photo, the section and hero copy, the
 * product titles (site-config/gallery.ts), one catalog per category and the
 * closing call to action.
 */
export default definePage({
  path: '/gallery',
  label: 'Gallery',
  // The gallery block reads ?category=; any other parameter is ignored (and never busts the page cache).
  query: ['category'],
  meta: {
    title: 'Project Gallery',
    description:
      'Photos of our prefab container units, interior design projects and executive furniture made in Nairobi, plus project videos and PDF catalogs to download.',
    keywords: [
      'prefab units gallery',
      'container homes Kenya photos',
      'interior design portfolio Nairobi',
      'executive furniture catalog Kenya',
      'construction projects Nairobi',
    ],
  },
  blocks: [
    {
      type: 'hero-carousel',
      props: {
        slides: [
          { media: gallery.productImage('prefab-units', 1), alt: 'A prefab site office in Athi River' },
          { media: gallery.productImage('interior-designs', 1), alt: 'An executive office interior in Westlands' },
          { media: gallery.productImage('executive-furniture', 1), alt: 'An executive desk in walnut' },
        ],
        eyebrow: 'Our work',
        title: 'Project Gallery',
        subtitle: 'Prefab units, interiors and executive furniture we have designed, built and delivered across Kenya.',
        buttons: [{ label: 'Get Free Quote', href: '/contact', variant: 'primary' }],
        intervalMs: 6000,
        height: 'tall',
      },
    },
    {
      type: 'gallery',
      props: {
        id: 'gallery',
        heading: 'Browse Our Work',
        lead: 'Product photos from recent prefab, interior and furniture projects, or a catalog to download.',
        categories: galleryCategories(),
        defaultCategory: 'prefab-units',
        defaultSection: 'product-images',
        catalogs: galleryCatalogs(),
        catalogsLead: 'Specifications, finishes and options for each of our ranges, as PDF.',
      },
    },
    {
      type: 'video-carousel',
      props: {
        id: 'project-videos',
        heading: 'Project Videos',
        lead: 'Short clips from our workshops and recent installations.',
        tone: 'alt',
        cards: projectVideoCards(),
      },
    },
    {
      type: 'call-to-action',
      props: {
        heading: 'Like what you see?',
        text: 'Tell us about your project and get a free quote from our Nairobi team within one working day.',
        buttons: [
          { label: 'Get Free Quote', href: '/contact', variant: 'primary' },
          { label: 'Explore Our Solutions', href: '/#core-services', variant: 'ghost-light' },
        ],
        tone: 'dark',
      },
    },
  ],
});
