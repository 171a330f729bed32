import { definePage } from '../../../define';
import { galleryButton, prefab, prefabCards, prefabCta, prefabGallery, prefabHero, prefabMeta, quote } from './_prefab';

const m = prefab('commercial', 'overview');
const sub = (slug: string) => `/services/containers/commercial/${slug}`;

/**
 * Commercial prefab overview. Card descriptions, features and
 * the bullets' supporting text are not shown in the seed: ours.
 */
export default definePage({
  path: '/services/containers/commercial',
  label: 'Commercial',
  meta: prefabMeta({
    title: 'Commercial Prefab Units: Offices, Camps & Retail',
    description:
      'Commercial prefab units in Kenya: site camps, shopping centres, offices and boardrooms, custom-fitted in Nairobi and ready for deployment in 2 days.',
    keywords: [
      'commercial prefab units',
      'container offices Nairobi',
      'prefab camp Kenya',
      'container shops',
      'prefab boardroom',
    ],
    serviceName: 'Commercial Prefab Units',
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Commercial',
      title: 'Commercial Prefab Units',
      subtitle:
        'Offices, boardrooms, retail and remote camps that open for business in days, not months, and move with you when you grow.',
      alts: [
        'A two-storey prefab office block with glazed frontage',
        'Prefab retail units arranged around a courtyard',
      ],
      buttons: [quote('Get Commercial Quote'), galleryButton()],
    }),
    prefabCards(m, {
      id: 'solutions',
      heading: 'Prefab Unit Advantage',
      lead: 'Four purpose-built commercial ranges, each fitted out to your brand and your site.',
      columns: 4,
      cards: [
        {
          slug: 'camp-solutions',
          title: 'Camp Solutions',
          icon: 'tent',
          description: 'Self-contained camps for construction, mining and energy sites, far from town.',
          features: ['Worker accommodation', 'Site offices', 'Kitchens and mess halls', 'Ablution blocks'],
          link: { label: 'Learn More', href: sub('camp-solutions') },
        },
        {
          slug: 'shopping-centres',
          title: 'Shopping Centres',
          icon: 'building',
          description: 'Shop units, kiosks and food courts that turn an empty plot into a trading centre.',
          features: [
            'Lockable roller-shutter fronts',
            'Branded facades',
            'Power and water per unit',
            'Expandable layouts',
          ],
          link: { label: 'Learn More', href: sub('shopping-centres') },
        },
        {
          slug: 'offices',
          title: 'Offices',
          icon: 'desk',
          description: 'Insulated, air-conditioned offices, ready for deployment in 2 days (48 hours).',
          features: [
            'Insulated walls and roof',
            'Data and power points',
            'Air conditioning',
            'Kitchenette and washroom options',
          ],
          link: { label: 'Learn More', href: sub('offices') },
          badge: 'Deployment in 2 days',
        },
        {
          slug: 'boardrooms',
          title: 'Boardrooms',
          icon: 'team',
          description: 'Meeting rooms for 8 to 20 people with acoustic lining and built-in presentation technology.',
          features: [
            'Acoustic insulation',
            'Video-conferencing ready',
            'Executive furniture',
            'Glazed or private walls',
          ],
          link: { label: 'Learn More', href: sub('boardrooms') },
        },
      ],
    }),
    {
      type: 'feature-list',
      props: {
        heading: 'Why Choose Commercial Containers',
        tone: 'alt',
        layout: 'bullets',
        columns: 3,
        items: [
          { title: 'Fast deployment', text: 'Fabricated while your site is prepared, installed in 2 days.' },
          {
            title: 'Cost-effective versus traditional construction',
            text: 'No long build, fewer trades on site and a fixed price up front.',
          },
          { title: 'Customizable interiors', text: 'Partitions, finishes, lighting and furniture chosen by you.' },
          { title: 'Relocatable and scalable', text: 'Add units as you grow, or move them to your next site.' },
          { title: 'Professional appearance', text: 'Cladding, glazing and branding that clients take seriously.' },
          {
            title: 'Meets commercial building codes',
            text: 'Structural, fire and electrical work to Kenyan building standards.',
          },
        ],
      },
    },
    prefabGallery(m, {
      count: 6,
      heading: 'Commercial Projects',
      altPrefix: 'Commercial prefab project',
      tone: 'light',
    }),
    prefabCta({
      heading: 'Need commercial space fast?',
      text: 'Send us your site location and headcount; we will propose a layout and a delivery date within 48 hours.',
    }),
  ],
});
