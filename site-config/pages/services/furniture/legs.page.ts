import { definePage } from '../../../define';
import { legNames } from '../../../furniture-names';
import { furniture } from '../../../media';
import { furnitureMeta } from '../../../service-info';
import { FURNITURE, furnitureCta, furnitureHero, furnitureProducts, portfolio, quote } from './_furniture';

const m = furniture('legs');
const [video1, video2] = m.heroVideos(2);
const [image1, image2] = m.heroImages(2);
const categoryImages = m.sectionImages('categories', 4);

/**
 * Furniture legs hub: Get Legs Quote, four category cards
 * linking to their pages, 100 products and a closing call to action. The hero
 * shows a video for 20 s and an image for 2 s, re-timed on each slide. The
 * source's 100 names and stock-photo URLs are replaced by our own names
 * (furniture-names.ts) and local slots. Ours: copy and toggle label style.
 */
export default definePage({
  path: '/services/furniture/legs',
  label: 'Furniture Legs',
  meta: furnitureMeta('legs'),
  blocks: [
    furnitureHero('legs', {
      height: 'tall',
      eyebrow: 'Executive Furniture',
      title: 'Furniture Legs',
      subtitle: 'Turned hardwood and fabricated steel legs, bases, posts and balustrades, made in any size and finish.',
      slides: [video1, image1, video2, image2],
      alts: [
        'A lathe turning a tapered hardwood leg in our workshop',
        'A set of walnut tapered sofa legs',
        'Steel hairpin legs being welded and powder coated',
        'Black steel X-frame table bases ready for delivery',
      ],
      videoIntervalMs: 20000,
      imageIntervalMs: 2000,
      buttons: [quote('Get Legs Quote'), portfolio()],
    }),
    {
      type: 'card-grid',
      props: {
        id: 'categories',
        eyebrow: 'Categories',
        heading: 'Furniture Leg Categories',
        columns: 4,
        cards: [
          {
            title: 'Chair Legs',
            icon: 'chair',
            description: 'Tapered, turned, cabriole and hairpin legs for dining, accent and lounge chairs.',
            media: [categoryImages[0]],
            link: { label: 'View Collection', href: `${FURNITURE}/legs/chairs` },
          },
          {
            title: 'Table Legs',
            icon: 'desk',
            description: 'Trestle, pedestal, X-frame and hairpin legs and bases for every kind of table.',
            media: [categoryImages[1]],
            link: { label: 'View Collection', href: `${FURNITURE}/table-legs` },
          },
          {
            title: 'Bed Legs',
            icon: 'bed',
            description: 'Bun, block, tapered and castor legs rated for heavy beds and upholstered bases.',
            media: [categoryImages[2]],
            link: { label: 'View Collection', href: `${FURNITURE}/bed-legs` },
          },
          {
            title: 'Posts & Balustrades',
            icon: 'column',
            description: 'Newel posts, balusters, handrails and railings in hardwood, wrought iron and steel.',
            media: [categoryImages[3]],
            link: { label: 'View Collection', href: `${FURNITURE}/posts-balustrades` },
          },
        ],
      },
    },
    furnitureProducts('legs', {
      heading: 'Furniture Leg Products',
      lead: 'Our full range of legs and bases, in Kenyan hardwoods and powder-coated or plated steel.',
      names: legNames,
      labels: 'count',
    }),
    furnitureCta(
      'Need Legs Made to Measure?',
      'Send us the height, load and finish you need, or a sample to copy, and we will quote the set.',
      'Get Legs Quote',
    ),
  ],
});
