import { definePage } from '../define';
import { home } from '../media';
import { localBusinessLd } from '../seo';

/** Home. */
export default definePage({
  path: '/',
  label: 'Home',
  meta: {
    // With ' | <company>' after it, about 60 characters: what a search result and a WhatsApp card show.
    title: 'Prefab, Interiors & Furniture',
    description:
      'Prefab container units deployed in 48 hours, interior design and build, and executive furniture made in Kenya by our Nairobi team.',
    // A WhatsApp card shows about 80 characters of description.
    share: { description: 'Prefab units in 48 hours, interiors and executive furniture, made in Nairobi.' },
    keywords: [
      'prefab units Nairobi',
      'container homes Kenya',
      'interior design Nairobi',
      'executive furniture Kenya',
      'construction company Nairobi',
    ],
    structuredData: [localBusinessLd()],
  },
  blocks: [
    {
      type: 'hero-carousel',
      props: {
        slides: [
          {
            media: home.heroVideo('executive-furniture', 1),
            alt: 'Executive boardroom furniture crafted in our Nairobi workshop',
          },
          { media: home.heroVideo('prefab-units', 1), alt: 'A prefab container office being installed on site' },
          { media: home.heroVideo('interior-design', 1), alt: 'A finished open-plan interior with custom joinery' },
          { media: home.heroVideo('executive-furniture', 2), alt: 'Hand-finished executive desk in walnut veneer' },
          { media: home.heroVideo('prefab-units', 2), alt: 'Prefab classroom units delivered to a school' },
          { media: home.heroVideo('interior-design', 2), alt: 'Hotel lobby interior designed and built by our team' },
        ],
        title: 'Innovative Construction & Interior Solutions',
        subtitle:
          'Prefab container units deployed in 48 hours, interiors designed and built end to end, and executive furniture made in our Nairobi workshops.',
        buttons: [
          { label: 'Explore Our Solutions', href: '#core-services', variant: 'primary' },
          { label: 'Get Free Quote', href: '/contact', variant: 'ghost-light' },
        ],
        badges: ['Premium Quality', '500+ Projects', 'Industry Leaders'],
        intervalMs: 10000,
        progressBar: true,
        height: 'full',
      },
    },
    {
      type: 'card-grid',
      props: {
        id: 'core-services',
        eyebrow: 'What we do',
        heading: 'Our Core Services',
        lead: 'Three specialist teams under one roof, backed by our parent engineering company.',
        rotateMs: 3000,
        cards: [
          {
            title: 'Prefab Units',
            description:
              'Purpose-built prefab units for offices, classrooms, clinics, camps and homes, ready for deployment in 48 hours.',
            icon: 'container',
            media: home.coreServiceImages('prefab-units'),
            features: [
              'Deployment in 48 hours',
              'Insulated, wired and finished',
              'Relocatable and expandable',
              'Commercial, public and residential designs',
            ],
            link: { label: 'View Projects', href: '#container-portfolio' },
          },
          {
            title: 'Interior Designs',
            description: 'Residential, commercial and hospitality interiors, from 3D concept to the last fitting.',
            icon: 'interior',
            media: home.coreServiceImages('interior-design'),
            features: [
              '3D visualisation before we build',
              'Custom joinery and finishes',
              'One team from design to handover',
              'Homes, offices, hotels and restaurants',
            ],
            link: { label: 'View Projects', href: '#interior-portfolio' },
          },
          {
            title: 'Executive Furniture',
            description:
              'Desks, conference tables, lounge, bar and bedroom collections built to order in our own workshops.',
            icon: 'sofa',
            media: home.coreServiceImages('executive-furniture'),
            features: [
              'Built to order in Nairobi',
              'Hardwoods, veneers and powder-coated steel',
              'Office, home, bar and outdoor ranges',
              'Delivery and installation included',
            ],
            link: { label: 'View Projects', href: '#furniture-portfolio' },
          },
        ],
      },
    },
    {
      type: 'portfolio-grid',
      props: {
        id: 'portfolio',
        eyebrow: 'Recent work',
        heading: 'Our Portfolio',
        lead: 'A selection of prefab, interior and furniture projects delivered across Kenya.',
        tone: 'alt',
        groups: [
          {
            id: 'container-portfolio',
            title: 'Prefab Units',
            items: [],
            source: { service: '/services/containers', featured: true, limit: 6 },
          },
          {
            id: 'interior-portfolio',
            title: 'Interior Design',
            items: [],
            source: { service: '/services/interiors', featured: true, limit: 6 },
          },
          {
            id: 'furniture-portfolio',
            title: 'Executive Furniture',
            items: [],
            source: { service: '/services/furniture', featured: true, limit: 6 },
          },
        ],
      },
    },
    {
      type: 'stats',
      props: {
        id: 'about',
        eyebrow: 'About us',
        heading: 'Built by engineers, finished by designers',
        paragraphs: [
          'As a subsidiary of an established engineering company, we bring fabrication workshops, CNC laser cutting and powder coating in-house, so every prefab unit, interior and piece of furniture is made to measure and delivered on time.',
          'From a single desk to a complete school campus, our Nairobi team designs, builds and installs, and stays with you after handover.',
        ],
        items: [
          { value: '500+', label: 'Projects Completed' },
          { value: '15+', label: 'Years Experience' },
          { value: '100+', label: 'Happy Clients' },
          { value: '24/7', label: 'Support Service' },
        ],
        buttons: [
          { label: 'Get Started', href: '/contact', variant: 'primary' },
          { label: 'View Our Work', href: '/gallery', variant: 'outline' },
        ],
      },
    },
  ],
});
