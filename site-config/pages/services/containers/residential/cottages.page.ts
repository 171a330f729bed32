import { definePage } from '../../../../define';
import {
  galleryButton,
  prefab,
  prefabCards,
  prefabCta,
  prefabGallery,
  prefabHero,
  prefabMeta,
  quote,
} from '../_prefab';

const m = prefab('residential', 'cottages');

/**
 * Prefab cottages. Seed defect fixed: View Cottage Gallery
 * had no action; it opens the prefab gallery. Card copy and the subtitle are ours.
 */
export default definePage({
  path: '/services/containers/residential/cottages',
  label: 'Cottages',
  meta: prefabMeta({
    title: 'Prefab Cottages & Cabins',
    description:
      'Prefab cottage containers in Kenya: rustic cottages, modern cabins and lakeside retreats for rural plots, lodges and remote locations, delivered and installed by our Nairobi team.',
    keywords: [
      'prefab cottage Kenya',
      'container cabin',
      'lodge cottages',
      'holiday cottage Naivasha',
      'off-grid cabin',
    ],
    serviceName: 'Prefab Cottage Solutions',
    subPage: true,
  }),
  blocks: [
    prefabHero(m, {
      title: 'Prefab Cottage Container Solutions',
      subtitle:
        'Cottages and cabins for farms, lodges and weekend plots, delivered complete to places a builder cannot easily reach.',
      alts: ['A prefab cottage with a timber deck overlooking a valley', 'A cabin cottage interior with a fireplace'],
      badges: ['Rural Living', 'Nature Retreats', 'Remote Locations'],
      buttons: [quote('Get Prefab Cottage Quote'), galleryButton('View Cottage Gallery')],
    }),
    prefabCards(m, {
      heading: 'Cottages for Every Setting',
      cards: [
        {
          slug: 'rustic-cottages',
          title: 'Rustic Cottages',
          icon: 'home',
          description: 'Timber-clad cottages with pitched roofs and verandas, at home on a farm or in the hills.',
          features: [
            'Timber cladding and pitched roof',
            'Wood-burning stove option',
            'Covered veranda',
            'Off-grid solar and water tanks',
          ],
        },
        {
          slug: 'modern-cabin-cottages',
          title: 'Modern Cabin Cottages',
          icon: 'cube',
          description: 'Clean-lined cabins with full-height glazing for lodges and weekend getaways.',
          features: ['Full-height glazed doors', 'En-suite bedroom', 'Kitchenette', 'Insulated for cold nights'],
        },
        {
          slug: 'lakeside-retreats',
          title: 'Lakeside Retreats',
          icon: 'leaf',
          description: 'Raised cottages with decks and views, for lakeshores and riverbanks.',
          features: [
            'Raised steel foundations',
            'Wrap-around deck',
            'Corrosion-resistant finishes',
            'Mosquito screening',
          ],
        },
      ],
    }),
    prefabGallery(m, {
      count: 8,
      heading: 'Cottage Projects',
      altPrefix: 'Prefab cottage project',
    }),
    prefabCta({
      heading: 'Build your retreat, wherever it is',
      text: 'Tell us where your plot is and how you want to live there; we will handle the design, delivery and installation.',
      secondary: { label: 'View Cottage Gallery', href: '/gallery?category=Prefab%20Units' },
    }),
  ],
});
