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

const m = prefab('residential', 'homes');

/**
 * Prefab homes (hero dots not clickable). Seed defect
 * fixed: View Home Gallery had no link; it opens the prefab gallery. Card copy is ours.
 */
export default definePage({
  path: '/services/containers/residential/homes',
  label: 'Homes',
  meta: prefabMeta({
    title: 'Prefab Container Homes in Kenya',
    description:
      'Prefab container homes in Kenya: modern container homes, tiny houses and luxury prefab villas, insulated and finished in Nairobi and installed on your plot.',
    keywords: ['container homes Kenya', 'prefab homes Nairobi', 'tiny house Kenya', 'prefab villa', 'modular home'],
    serviceName: 'Prefab Home Solutions',
    subPage: true,
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Residential',
      title: 'Prefab Container Homes',
      subtitle:
        'From a one-bedroom tiny house to a four-bedroom villa, designed with you and built in our Nairobi workshop.',
      alts: [
        'A modern two-storey container home with a roof terrace',
        'The kitchen and living area inside a prefab home',
      ],
      buttons: [quote('Get Prefab Home Quote'), galleryButton('View Home Gallery')],
      dots: 'static',
    }),
    prefabCards(m, {
      heading: 'Homes for Every Plot and Budget',
      cards: [
        {
          slug: 'modern-container-homes',
          title: 'Modern Container Homes',
          icon: 'home',
          description: 'Two- and three-bedroom family homes with open-plan living and large glazed doors.',
          features: [
            'Two or three bedrooms',
            'Open-plan kitchen and living',
            'Timber or composite cladding',
            'Covered veranda',
          ],
        },
        {
          slug: 'tiny-house-solutions',
          title: 'Tiny House Solutions',
          icon: 'cube',
          description: 'Single-unit homes that fit a small plot, a farm or the back of a family compound.',
          features: [
            'Sleeping loft or bedroom',
            'Compact kitchen and shower',
            'Built-in storage',
            'Solar and water tank options',
          ],
        },
        {
          slug: 'luxury-prefab-villas',
          title: 'Luxury Prefab Villas',
          icon: 'star',
          description: 'Multi-unit villas with premium finishes, roof terraces and generous living spaces.',
          features: [
            'Four bedrooms or more',
            'Roof terrace and balconies',
            'Premium floors and fittings',
            'Interior design by our team',
          ],
        },
      ],
    }),
    prefabGallery(m, {
      count: 8,
      heading: 'Prefab Home Projects',
      altPrefix: 'Prefab home project',
    }),
    prefabCta({
      heading: 'Start planning your prefab home',
      text: 'Tell us about your plot and your family; we will design a home that fits both.',
      secondary: { label: 'View Home Gallery', href: '/gallery?category=Prefab%20Units' },
    }),
  ],
});
