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

const m = prefab('public', 'clinics');

/** Prefab clinics. Card descriptions and features are not shown in the seed: ours. */
export default definePage({
  path: '/services/containers/public/clinics',
  label: 'Clinics',
  meta: prefabMeta({
    title: 'Prefab Medical Clinics',
    description:
      'Prefab container clinics for counties, hospitals and NGOs in Kenya: consultation rooms, dispensaries and medical systems pre-installed, delivered and operating in weeks.',
    keywords: [
      'prefab clinic Kenya',
      'container clinic',
      'mobile health unit',
      'modular dispensary',
      'field hospital units',
    ],
    serviceName: 'Prefab Clinic Solutions',
    subPage: true,
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Public sector',
      title: 'Prefab Clinic Solutions',
      subtitle: 'Clean, well-equipped clinics that bring care closer to the communities who need it.',
      alts: ['A prefab health clinic at a rural health centre', 'A consultation room inside a prefab clinic'],
      buttons: [quote('Get Clinic Quote'), galleryButton()],
    }),
    prefabCards(m, {
      heading: 'Clinics Built Around Care',
      cards: [
        {
          slug: 'container-design-planning',
          title: 'Container Design & Planning',
          icon: 'ruler',
          description: 'Layouts planned with your clinicians for patient flow, privacy and infection control.',
          features: [
            'Waiting, consultation and treatment rooms',
            'Wipe-clean walls and vinyl floors',
            'Accessible entrance and washroom',
            'Single or multi-unit clinics',
          ],
        },
        {
          slug: 'pre-installed-medical-systems',
          title: 'Pre-Installed Medical Systems',
          icon: 'clinic',
          description: 'Plumbing, power and medical fittings installed and tested before delivery.',
          features: [
            'Hand-wash stations and sinks',
            'Backup power for vaccine fridges',
            'Examination lighting',
            'Oxygen and medical gas points on request',
          ],
        },
        {
          slug: 'rapid-deployment-setup',
          title: 'Rapid Deployment & Setup',
          icon: 'truck',
          description: 'Delivered, connected and commissioned so the clinic can see patients within weeks.',
          features: [
            'Site survey and foundations',
            'Delivery anywhere in Kenya',
            'Water and power connection',
            'Commissioning with your staff',
          ],
        },
      ],
    }),
    prefabGallery(m, {
      count: 8,
      heading: 'Clinic Projects',
      altPrefix: 'Prefab clinic project',
      captions: 'View Project',
    }),
    prefabCta({
      heading: 'Delivered and operating in weeks, not months',
      text: 'Tell us about the community you serve and the services you offer; we will plan a clinic that fits.',
      primary: 'Get Clinic Quote',
    }),
  ],
});
