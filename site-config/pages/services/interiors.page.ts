import { definePage } from '../../define';
import { service } from '../../media';
import { interiorMeta } from './_interiors';

const m = service('interiors', 'main');
const CONTACT = '/contact';
const PORTFOLIO = '/gallery?category=Interior%20Designs';

/**
 * Interior design: hero of 2 videos (10 s, clickable
 * dots), Design & Build cards rotating every 4 s, 4-step process, 8 recent
 * projects and a closing call to action. Card features, step descriptions and
 * project captions are not shown in the seed; ours describe Nairobi work.
 */
export default definePage({
  path: '/services/interiors',
  label: 'Interior Design',
  meta: interiorMeta('main'),
  blocks: [
    {
      type: 'hero-carousel',
      props: {
        slides: m.videos('hero', 2).map((media, i) => ({
          media,
          alt: ['Walk-through of a finished open-plan living space', 'Our team fitting out an executive office'][i],
        })),
        eyebrow: 'Interior Design',
        title: 'Interior Design & Build',
        subtitle:
          'Homes, offices, hotels and restaurants designed in 3D and built by our own craftsmen in Nairobi, one team from the first sketch to the final handover.',
        buttons: [
          { label: 'Schedule Consultation', href: CONTACT, variant: 'primary' },
          { label: 'View Portfolio', href: PORTFOLIO, variant: 'ghost-light' },
        ],
        intervalMs: 10000,
        dots: 'clickable',
        height: 'tall',
      },
    },
    {
      type: 'card-grid',
      props: {
        id: 'design-build',
        eyebrow: 'What we do',
        heading: 'Design & Build Services',
        lead: 'Every project is designed, costed and built by the same team, so what you approve is what you get.',
        rotateMs: 4000,
        cards: [
          {
            title: 'Residential',
            description:
              'Homes and apartments designed around the way your family lives, from a single room to a complete fit-out.',
            icon: 'home',
            media: m.images('cards-residential', 3),
            features: [
              'Living rooms, kitchens and bedrooms',
              'Custom wardrobes and joinery',
              'Lighting and ceiling design',
              'Finishes and furnishing selection',
            ],
            link: { label: 'Learn More', href: CONTACT },
          },
          {
            title: 'Commercial',
            description:
              'Offices, retail and hospitality spaces that work hard for your business and impress your clients.',
            icon: 'building',
            media: m.images('cards-commercial', 3),
            features: [
              'Office fit-outs and partitioning',
              'Reception and boardroom design',
              'Retail and showroom interiors',
              'Hotels, restaurants and bars',
            ],
            link: { label: 'Learn More', href: CONTACT },
          },
          {
            title: '3D Visualization & Planning',
            description: 'See your space before a single wall is built, and approve every detail with confidence.',
            icon: 'cube',
            media: m.images('cards-3d-visualization', 3),
            features: [
              'Photo-realistic 3D renders',
              'Space planning and layouts',
              'Material and colour boards',
              'Detailed costing and timelines',
            ],
            link: { label: 'Learn More', href: CONTACT },
          },
        ],
      },
    },
    {
      type: 'process-steps',
      props: {
        id: 'process',
        eyebrow: 'How we work',
        heading: 'Our Design Process',
        tone: 'alt',
        steps: [
          {
            title: 'Consultation',
            description:
              'We meet at your space or our studio to understand your brief, budget and timeline. The first consultation is free.',
          },
          {
            title: 'Design & Planning',
            description:
              'Our designers prepare layouts, 3D visualizations and a detailed quotation with material samples for your approval.',
          },
          {
            title: 'Construction',
            description:
              'Our own carpenters, electricians and finishing crews build your interior, with a site supervisor and weekly updates.',
          },
          {
            title: 'Completion',
            description:
              'We hand over a clean, finished space after a joint snagging walk-through, backed by a 12-month workmanship warranty.',
          },
        ],
      },
    },
    {
      type: 'portfolio-grid',
      props: {
        id: 'recent-projects',
        eyebrow: 'Portfolio',
        heading: 'Recent Projects',
        lead: 'A selection of homes, offices and hospitality spaces we have designed and built.',
        columns: 4,
        // The interiors projects of the collection (site-config/projects), newest first.
        groups: [{ items: [], source: { service: '/services/interiors', limit: 8 } }],
        buttons: [{ label: 'View Portfolio', href: PORTFOLIO, variant: 'outline' }],
      },
    },
    {
      type: 'call-to-action',
      props: {
        heading: 'Ready to Transform Your Space?',
        text: 'Book a free consultation with our designers and get a 3D concept and quotation for your project.',
        buttons: [
          { label: 'Schedule Consultation', href: CONTACT, variant: 'primary' },
          { label: 'View Portfolio', href: PORTFOLIO, variant: 'outline' },
        ],
      },
    },
  ],
});
