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

const m = prefab('commercial', 'shopping-centres');

/**
 * Shopping centres (its hero dots are not clickable).
 * Card descriptions and features are not shown in the seed: ours.
 */
export default definePage({
  path: '/services/containers/commercial/shopping-centres',
  label: 'Shopping Centres',
  meta: prefabMeta({
    title: 'Prefab Shopping Centres, Food Courts & Markets',
    description:
      'Prefab shop units for pop-up retail villages, food courts and market halls in Kenya, branded, wired and installed quickly by our Nairobi team.',
    keywords: [
      'container shops Kenya',
      'prefab shopping centre',
      'container food court',
      'market stalls Nairobi',
      'pop-up retail units',
    ],
    serviceName: 'Prefab Shopping Centres',
    subPage: true,
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Commercial prefab',
      title: 'Prefab Shopping Centres',
      subtitle: 'Retail villages, food courts and market halls that start trading in weeks and grow unit by unit.',
      alts: ['A pop-up retail village of branded prefab shops', 'Shoppers at a prefab food court in the evening'],
      buttons: [quote('Get Shopping Centre Quote'), galleryButton()],
      dots: 'static',
    }),
    prefabCards(m, {
      heading: 'Retail Spaces That Open Fast',
      lead: 'Shop units planned around footfall, with power, water and signage for every tenant.',
      cards: [
        {
          slug: 'pop-up-retail-villages',
          title: 'Pop-up Retail Villages',
          icon: 'building',
          description: 'Clusters of branded shop units on a courtyard plan, for malls, estates and roadside plots.',
          features: ['Lockable roller-shutter fronts', 'Individual metering', 'Shop-front glazing', 'Rooftop signage'],
        },
        {
          slug: 'food-courts',
          title: 'Food Courts',
          icon: 'wine',
          description: 'Kitchen units with serving hatches around shared seating, ready for food-safety inspection.',
          features: [
            'Stainless-steel kitchen fit-out',
            'Extraction and grease traps',
            'Serving counters',
            'Covered seating decks',
          ],
        },
        {
          slug: 'market-halls',
          title: 'Market Halls',
          icon: 'team',
          description: 'Open-span halls and stall rows for county and private markets, easy to clean and secure.',
          features: ['Clear-span steel roofs', 'Stall partitions', 'Drainage and wash points', 'Lockable perimeter'],
        },
      ],
    }),
    prefabGallery(m, {
      count: 8,
      heading: 'Retail Projects',
      altPrefix: 'Shopping centre project',
    }),
    prefabCta({
      heading: 'Have a plot that could be trading?',
      text: 'Share the site plan and the mix of tenants you have in mind; we will design the layout and phase the build.',
    }),
  ],
});
