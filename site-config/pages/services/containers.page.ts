import { definePage } from '../../define';
import {
  CONTACT,
  galleryButton,
  prefab,
  prefabCards,
  prefabCta,
  prefabGallery,
  prefabHero,
  prefabMeta,
  quote,
} from './containers/_prefab';

const m = prefab('landing', 'overview');

/**
 * Prefab units landing. Its content is not shown in the seeds:
 * the copy below is ours. The source pulled its hero and cards from a stock-photo
 * and a sample-video host; here they are local slots. Cards rotate every 4 s.
 */
export default definePage({
  path: '/services/containers',
  label: 'Prefab Units',
  meta: prefabMeta({
    title: 'Prefab Container Units in Nairobi, Kenya',
    description:
      'Purpose-built prefab container units for offices, camps, shops, classrooms, clinics, homes and cottages, fabricated in Nairobi and ready for deployment in 2 days.',
    keywords: [
      'prefab units Kenya',
      'container units Nairobi',
      'prefab offices',
      'prefab classrooms',
      'container homes Kenya',
      'modular buildings Kenya',
    ],
    serviceName: 'Prefab Container Units',
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Prefab Units',
      title: 'Prefab Units Built for Kenya',
      subtitle:
        'Purpose-built prefab units, not converted shipping containers: insulated, wired and finished in our Nairobi workshop, then delivered and installed in 2 days.',
      alts: [
        'A prefab office unit being lifted into place on site',
        'A row of finished prefab classrooms at a school in Kenya',
      ],
      buttons: [quote('Get Your Quote'), galleryButton()],
    }),
    prefabCards(m, {
      id: 'segments',
      eyebrow: 'Our prefab range',
      heading: 'Prefab Solutions for Every Sector',
      lead: 'Choose a sector to see the units we build for it, the features that come as standard and recent projects.',
      rotateMs: 4000,
      cards: [
        {
          slug: 'commercial',
          title: 'Commercial',
          icon: 'building',
          description:
            'Offices, boardrooms, shopping centres and remote camps that look professional from day one and move when your business does.',
          features: ['Camp solutions', 'Shopping centres', 'Offices', 'Boardrooms'],
          link: { label: 'Learn More', href: '/services/containers/commercial' },
          badge: 'Deployment in 2 days',
        },
        {
          slug: 'public',
          title: 'Public Sector',
          icon: 'school',
          description:
            'Classrooms, clinics and libraries for counties, schools and NGOs, built to public safety and accessibility standards.',
          features: ['Classrooms', 'Clinics', 'Libraries'],
          link: { label: 'Learn More', href: '/services/containers/public' },
        },
        {
          slug: 'residential',
          title: 'Residential',
          icon: 'home',
          description:
            'Container homes, garden gazebos and country cottages with proper insulation, plumbing and finishes you would expect in any home.',
          features: ['Homes', 'Gazebos', 'Cottages'],
          link: { label: 'Learn More', href: '/services/containers/residential' },
        },
      ],
    }),
    {
      type: 'stats',
      props: {
        eyebrow: 'Why prefab',
        heading: 'Faster than building, built to last',
        tone: 'alt',
        paragraphs: [
          'Every unit is engineered and fabricated by our parent engineering company: laser-cut and powder-coated steel frames, insulated wall panels, electrical and plumbing installed before the unit leaves the workshop.',
          'On site there is no long build: we level the ground, place the unit and connect it. When your needs change, the unit can be extended, reconfigured or moved.',
        ],
        items: [
          { value: '2 days', label: 'Deployment' },
          { value: '500+', label: 'Projects Completed' },
          { value: '15+', label: 'Years Experience' },
          { value: '24/7', label: 'Support Service' },
        ],
        buttons: [{ label: 'Get Your Quote', href: CONTACT, variant: 'primary' }],
      },
    },
    prefabGallery(m, {
      count: 6,
      heading: 'Recent Prefab Projects',
      lead: 'Offices, classrooms, clinics and homes delivered across Kenya.',
      altPrefix: 'Prefab unit project',
      projectsOf: '/services/containers',
      tone: 'light',
    }),
    prefabCta({
      heading: 'Ready to plan your prefab unit?',
      text: 'Tell us what you need and where; we will send a layout, a price and a delivery date.',
    }),
  ],
});
