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

const m = prefab('public', 'library');

/**
 * Prefab library (its hero dots are not clickable).
 * Seed defect fixed: View Library Gallery had no link; it opens the prefab gallery.
 * Card descriptions and features are ours.
 */
export default definePage({
  path: '/services/containers/public/library',
  label: 'Library',
  meta: prefabMeta({
    title: 'Prefab Library Solutions',
    description:
      'Prefab container libraries for schools and communities in Kenya: reading rooms and digital learning hubs with shelving, computers and solar power, delivered ready to use.',
    keywords: [
      'prefab library',
      'container library Kenya',
      'school library building',
      'digital learning hub',
      'community library',
    ],
    serviceName: 'Prefab Library Solutions',
    subPage: true,
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Public sector',
      title: 'Prefab Library Solutions',
      subtitle: 'Reading rooms and digital learning hubs for schools and communities, furnished and ready for readers.',
      alts: ['A prefab library with a shaded reading deck', 'Students reading inside a prefab library'],
      buttons: [quote('Get Prefab Library Quote'), galleryButton('View Library Gallery')],
      dots: 'static',
    }),
    prefabCards(m, {
      heading: 'Libraries Designed for Readers',
      cards: [
        {
          slug: 'container-design-layout',
          title: 'Container Design and Layout',
          icon: 'book',
          description: 'Open reading rooms with shelving along the walls and quiet corners for study.',
          features: [
            'Floor-to-ceiling shelving',
            'Reading tables and soft seating',
            'Librarian desk',
            'Large windows for daylight',
          ],
        },
        {
          slug: 'pre-installed-digital-systems',
          title: 'Pre-installed Digital Systems',
          icon: 'chip',
          description: 'Computer stations, Wi-Fi and e-reader charging installed before delivery.',
          features: [
            'Computer stations',
            'Wi-Fi access point',
            'Charging for tablets and e-readers',
            'Solar power with battery backup',
          ],
        },
        {
          slug: 'rapid-deployment-setup',
          title: 'Rapid Deployment and Setup',
          icon: 'truck',
          description: 'Delivered, placed and furnished in days, then handed over ready for readers.',
          features: [
            'Site survey and levelling',
            'Delivery anywhere in Kenya',
            'Installation in 2 days',
            'Shelving and furniture fitted',
          ],
        },
      ],
    }),
    prefabGallery(m, {
      count: 8,
      heading: 'Library Projects',
      altPrefix: 'Prefab library project',
    }),
    prefabCta({
      heading: 'Bring a library to your school or community',
      text: 'Tell us how many readers and what collection you plan; we will design the space around them.',
    }),
  ],
});
