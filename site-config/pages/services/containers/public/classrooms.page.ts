import { definePage } from '../../../../define';
import {
  CONTACT,
  PREFAB_GALLERY,
  galleryButton,
  prefab,
  prefabCards,
  prefabGallery,
  prefabHero,
  prefabMeta,
  quote,
} from '../_prefab';

const m = prefab('public', 'classrooms');

/**
 * Prefab classrooms. The seed's named country is not shown:
 * we name Kenya. Card descriptions and the gallery captions are ours. The gallery's
 * Get Your Quote / View More Projects buttons close the page.
 */
export default definePage({
  path: '/services/containers/public/classrooms',
  label: 'Classrooms',
  meta: prefabMeta({
    title: 'Prefab Classroom Solutions',
    description:
      'Prefab classroom containers for schools in Kenya: ventilated, insulated classrooms with flexible seating for 20-30 students and pre-installed learning technology.',
    keywords: [
      'prefab classrooms',
      'container classrooms Kenya',
      'modular school buildings',
      'portable classrooms Nairobi',
      'school expansion',
    ],
    serviceName: 'Prefab Classroom Solutions',
    subPage: true,
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Public sector',
      title: 'Prefab Classroom Solutions',
      subtitle:
        'Complete classrooms delivered between school terms, with projects already teaching pupils across Kenya.',
      alts: ['A row of prefab classrooms at a primary school', 'Pupils learning inside a bright prefab classroom'],
      buttons: [quote('Get Classroom Quote'), galleryButton()],
    }),
    prefabCards(m, {
      heading: 'Classrooms Ready for Learning',
      lead: 'Every classroom comes designed, equipped and installed, so teaching starts on the first day.',
      cards: [
        {
          slug: 'container-design-layout',
          title: 'Container Design and Layout',
          icon: 'ruler',
          description:
            'Spacious layouts with flexible seating for 20-30 students, planned for light, air and easy supervision.',
          features: [
            'Flexible seating for 20-30 students',
            'Large windows and cross-ventilation',
            'Insulated walls and roof',
            'Teacher station and storage',
            'Accessible ramp entrance',
          ],
        },
        {
          slug: 'pre-installed-learning-technology',
          title: 'Pre-installed Learning Technology',
          icon: 'chip',
          description:
            'Classrooms wired and equipped in our workshop, so lessons can use digital content from day one.',
          features: [
            'Interactive display or projector',
            'Charging points for tablets',
            'Wi-Fi access point',
            'LED lighting throughout',
            'Solar power with battery backup',
          ],
        },
        {
          slug: 'rapid-deployment-setup',
          title: 'Rapid Deployment and Setup',
          icon: 'truck',
          description: 'Delivered and installed during a school holiday, with minimal disruption to the campus.',
          features: [
            'Site survey and levelling',
            'Delivery anywhere in Kenya',
            'Installation in 2 days',
            'Furniture and boards fitted',
            'Handover to the school',
          ],
        },
      ],
    }),
    prefabGallery(m, {
      count: 8,
      heading: 'Classroom Projects',
      lead: 'Classrooms we have delivered to public and private schools in Kenya.',
      altPrefix: 'Prefab classroom project',
      projectsOf: '/services/containers/public/classrooms',
      buttons: [
        { label: 'Get Your Quote', href: CONTACT, variant: 'primary' },
        { label: 'View More Projects', href: PREFAB_GALLERY, variant: 'outline' },
      ],
    }),
  ],
});
