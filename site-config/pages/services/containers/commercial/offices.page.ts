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

const m = prefab('commercial', 'offices');

/** Prefab offices. Card descriptions, features and feature texts are not shown in the seed: ours. */
export default definePage({
  path: '/services/containers/commercial/offices',
  label: 'Offices',
  meta: prefabMeta({
    title: 'Prefab Container Offices in Nairobi',
    description:
      'Prefab container offices for headquarters, co-working spaces and remote sites in Kenya: air-conditioned, networked and ready for deployment in 2 days.',
    keywords: [
      'container offices Nairobi',
      'prefab office Kenya',
      'site office container',
      'co-working container',
      'modular office',
    ],
    serviceName: 'Prefab Office Solutions',
    subPage: true,
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Commercial prefab',
      title: 'Prefab Office Solutions',
      subtitle: 'Complete, comfortable offices delivered ready to work in: deployment in 2 days, anywhere in Kenya.',
      alts: ['A modern prefab office with full-height glazing', 'Staff working inside a prefab open-plan office'],
      buttons: [quote('Get Office Quote'), galleryButton()],
    }),
    prefabCards(m, {
      heading: 'Offices for Every Way of Working',
      cards: [
        {
          slug: 'corporate-headquarters',
          title: 'Corporate Headquarters',
          icon: 'building',
          description: 'Multi-unit, stacked office buildings with reception, executive suites and meeting rooms.',
          features: [
            'Stacked two-storey layouts',
            'Reception and executive suites',
            'Branded cladding',
            'Washrooms and kitchenettes',
          ],
        },
        {
          slug: 'co-working-spaces',
          title: 'Co-working Spaces',
          icon: 'team',
          description: 'Open desks, phone booths and meeting pods that you can rearrange as members come and go.',
          features: ['Hot desks and dedicated desks', 'Acoustic phone booths', 'Shared lounge', 'Fibre-ready cabling'],
        },
        {
          slug: 'remote-site-offices',
          title: 'Remote Site Offices',
          icon: 'truck',
          description: 'Tough site offices for construction and field teams, easy to relocate at the end of a project.',
          features: [
            'Relocatable at the end of a project',
            'Solar and generator options',
            'Plan chest and meeting table',
            'Security grilles',
          ],
          badge: 'Deployment in 2 days',
        },
      ],
    }),
    {
      type: 'feature-list',
      props: {
        heading: 'Modern Office Features',
        tone: 'alt',
        layout: 'tiles',
        columns: 4,
        items: [
          {
            title: 'Climate Control',
            icon: 'leaf',
            text: 'Insulated panels and split air conditioning keep every room comfortable.',
          },
          {
            title: 'Tech Infrastructure',
            icon: 'chip',
            text: 'Structured cabling, data points and a comms cabinet installed before delivery.',
          },
          {
            title: 'Smart Systems',
            icon: 'gear',
            text: 'Motion-sensing LED lighting, access control and CCTV on request.',
          },
          {
            title: 'Collaboration Spaces',
            icon: 'team',
            text: 'Meeting rooms, breakout corners and glass partitions planned with you.',
          },
        ],
      },
    },
    prefabGallery(m, {
      count: 8,
      heading: 'Office Projects',
      altPrefix: 'Prefab office project',
      tone: 'light',
    }),
    prefabCta({
      heading: 'Need an office by next week?',
      text: 'Tell us how many people and where; we will design the layout and have it on site in 2 days from approval.',
    }),
  ],
});
