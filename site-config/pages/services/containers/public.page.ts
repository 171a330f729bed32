import { definePage } from '../../../define';
import { galleryButton, prefab, prefabCards, prefabCta, prefabGallery, prefabHero, prefabMeta, quote } from './_prefab';

const m = prefab('public', 'overview');
const sub = (slug: string) => `/services/containers/public/${slug}`;

/**
 * Public-sector prefab overview. Card descriptions and the
 * advantages' supporting text are not shown in the seed: ours.
 */
export default definePage({
  path: '/services/containers/public',
  label: 'Public',
  meta: prefabMeta({
    title: 'Public Sector Prefab Units: Classrooms, Clinics & Libraries',
    description:
      'Prefab classrooms, clinics and libraries for counties, schools and NGOs in Kenya: rapid deployment, budget-friendly and built to public safety and accessibility standards.',
    keywords: [
      'prefab classrooms Kenya',
      'container clinic',
      'prefab library',
      'public sector prefab',
      'emergency prefab buildings',
    ],
    serviceName: 'Public Sector Prefab Units',
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Public sector',
      title: 'Prefab Units for Public Services',
      subtitle: 'Classrooms, clinics and libraries for communities that cannot wait years for a permanent building.',
      alts: [
        'Prefab classrooms installed at a county primary school',
        'A prefab health clinic serving a rural community',
      ],
      buttons: [quote('Get Public Sector Quote'), galleryButton()],
    }),
    prefabCards(m, {
      id: 'solutions',
      heading: 'Rapid Response Advantage',
      lead: 'Public buildings delivered complete, on budget and on time, wherever they are needed.',
      cards: [
        {
          slug: 'classrooms',
          title: 'Classrooms',
          icon: 'school',
          description:
            'Bright, ventilated classrooms with flexible seating for 20-30 students, ready for the next school term.',
          features: [
            'Whiteboards and storage',
            'Natural light and cross-ventilation',
            'Ramps for accessibility',
            'Solar power options',
          ],
          link: { label: 'Learn More', href: sub('classrooms') },
        },
        {
          slug: 'clinics',
          title: 'Clinics',
          icon: 'clinic',
          description: 'Consultation rooms, dispensaries and maternity units with washable, hygienic finishes.',
          features: [
            'Consultation and treatment rooms',
            'Plumbing and hand-wash stations',
            'Medical-grade finishes',
            'Vaccine fridge power backup',
          ],
          link: { label: 'Learn More', href: sub('clinics') },
        },
        {
          slug: 'library',
          title: 'Library',
          icon: 'book',
          description: 'Reading rooms and digital learning hubs for schools, colleges and community centres.',
          features: [
            'Shelving and reading desks',
            'Computer stations',
            'Quiet reading corners',
            'Secure lockable design',
          ],
          link: { label: 'Learn More', href: sub('library') },
        },
      ],
    }),
    {
      type: 'feature-list',
      props: {
        heading: 'Public Sector Advantages',
        tone: 'alt',
        layout: 'bullets',
        columns: 3,
        items: [
          { title: 'Emergency deployment', text: 'Units in stock designs can be on site within days of an order.' },
          { title: 'Budget-friendly', text: 'Fixed prices and a fraction of the cost of a conventional build.' },
          {
            title: 'Government accessibility standards',
            text: 'Ramps, wide doors and accessible washrooms as standard.',
          },
          { title: 'Temporary or permanent installation', text: 'On skids for a term, or on foundations for decades.' },
          { title: 'Sustainable', text: 'Solar-ready roofs, rainwater harvesting and reusable steel structures.' },
          {
            title: 'Public safety compliance',
            text: 'Fire exits, extinguishers and certified electrical installations.',
          },
        ],
      },
    },
    prefabGallery(m, {
      count: 6,
      heading: 'Public Sector Projects',
      altPrefix: 'Public sector prefab project',
      tone: 'light',
    }),
    prefabCta({
      heading: 'Serving a community that needs space now?',
      text: 'Counties, schools and NGOs: tell us what you need to house and where, and we will plan it with you.',
    }),
  ],
});
