import { definePage } from '../../define';
import { CONTACT, ENGINEERING_HOME, engineeringMedia, engineeringPage } from './_engineering';

const m = engineeringMedia('powder-coating');

const gallery: [string, string][] = [
  ['Steel gate panels coated in RAL 9005 jet black gloss', 'Gates in jet black gloss'],
  ['Furniture frames in a textured bronze finish', 'Textured bronze furniture frames'],
  ['Aluminium window profiles in satin grey', 'Satin aluminium profiles'],
  ['Shelving uprights in metallic silver', 'Metallic silver shelving'],
  ['Steel cabinets in matte white on the coating line', 'Matte white cabinets'],
];

/**
 * Metal powder coating: breadcrumb, hero, gallery of 5
 * images plus a 5+ years tile, feature icons, process steps, spec table,
 * applications, Get Quote Today. Figures are the seed's; the copy, process and
 * applications (not shown) are ours.
 */
export default definePage({
  ...engineeringPage('powder-coating'),
  blocks: [
    {
      type: 'breadcrumb',
      props: {
        items: [
          { label: 'Home', href: '/' },
          { label: 'Engineering Services', href: ENGINEERING_HOME },
        ],
        current: 'Metal Powder Coating',
      },
    },
    {
      type: 'hero-carousel',
      props: {
        slides: m
          .images('hero', 1)
          .map((media) => ({ media, alt: 'A technician spraying powder coat onto steel frames' })),
        eyebrow: 'Engineering Services',
        title: 'Metal Powder Coating',
        subtitle:
          'A tough, even finish for steel and aluminium: 25-100 microns cured at 160-220°C, in any RAL or Pantone colour, from a single gate to full production batches.',
        buttons: [
          { label: 'Get Quote Today', href: CONTACT, variant: 'primary' },
          { label: 'Our Process', href: '#process', variant: 'ghost-light' },
        ],
        badges: ['25-100 Microns', 'RAL & Pantone Colours', '5+ Years Experience'],
        height: 'tall',
      },
    },
    {
      type: 'media-showcase',
      props: {
        id: 'our-work',
        eyebrow: 'Our work',
        heading: 'Finishes Built to Last',
        lead: 'Gates, furniture, profiles and machinery coated on our line in Nairobi’s Industrial Area.',
        images: m
          .images('gallery', gallery.length)
          .map((media, i) => ({ media, alt: gallery[i][0], caption: gallery[i][1] })),
        stat: { value: '5+ years', label: 'Of powder coating experience' },
      },
    },
    {
      type: 'feature-list',
      props: {
        eyebrow: 'Benefits',
        heading: 'Why Powder Coating?',
        tone: 'alt',
        columns: 4,
        items: [
          {
            title: 'Durable Finish',
            text: 'Resists chipping, scratching and fading far better than wet paint, indoors and out.',
            icon: 'shield',
          },
          {
            title: 'Corrosion Protection',
            text: 'Pre-treatment and a sealed coat keep rust away, even in coastal and humid sites.',
            icon: 'spray',
          },
          {
            title: 'Eco-Friendly',
            text: 'No solvents and almost no VOCs; overspray is recovered and reused.',
            icon: 'leaf',
          },
          {
            title: 'Fast Turnaround',
            text: 'Parts are handled as soon as they leave the oven, so most batches are ready in 3-5 working days.',
            icon: 'clock',
          },
        ],
      },
    },
    {
      type: 'process-steps',
      props: {
        id: 'process',
        eyebrow: 'How it works',
        heading: 'Our Coating Process',
        steps: [
          {
            title: 'Surface Preparation',
            description: 'Degreasing and sandblasting remove oil, rust, mill scale and old paint down to clean metal.',
          },
          {
            title: 'Pre-treatment',
            description:
              'An iron phosphate wash and drying oven give the powder a surface it bonds to and resists corrosion.',
          },
          {
            title: 'Electrostatic Application',
            description: 'Charged powder is sprayed evenly onto the earthed parts, wrapping around edges and corners.',
          },
          {
            title: 'Curing & Inspection',
            description:
              'Parts cure at 160-220°C, then we check film thickness, adhesion and colour against your sample.',
          },
        ],
      },
    },
    {
      type: 'spec-table',
      props: {
        id: 'specifications',
        eyebrow: 'Specifications',
        heading: 'Technical Specifications',
        tone: 'alt',
        tables: [
          {
            caption: 'Powder coating specifications',
            columns: ['Specification', 'Value'],
            rows: [
              ['Coating thickness', '25-100 microns'],
              ['Curing temperature', '160-220°C'],
              ['Finishes', 'Matte, Satin, Gloss, Textured, Metallic'],
              ['Colours', 'RAL, Pantone, custom'],
              ['Substrates', 'Mild steel, galvanised steel, aluminium'],
              ['Maximum part size', '6m x 1.5m x 2m'],
              ['Quality checks', 'Film thickness gauge, cross-hatch adhesion, colour match'],
            ],
          },
        ],
      },
    },
    {
      type: 'feature-list',
      props: {
        eyebrow: 'Industries',
        heading: 'Applications',
        layout: 'bullets',
        columns: 3,
        items: [
          { title: 'Gates, railings and balustrades' },
          { title: 'Furniture frames and legs' },
          { title: 'Aluminium windows and doors' },
          { title: 'Shelving and storage systems' },
          { title: 'Automotive and motorcycle parts' },
          { title: 'Agricultural and industrial machinery' },
        ],
      },
    },
    {
      type: 'call-to-action',
      props: {
        heading: 'Give Your Metalwork a Lasting Finish',
        text: 'Tell us what you need coated, the quantity and the colour, and we will send a quotation the same day.',
        buttons: [{ label: 'Get Quote Today', href: CONTACT, variant: 'primary' }],
      },
    },
  ],
});
