import { definePage } from '../../define';
import { CONTACT, engineeringMedia, engineeringPage } from './_engineering';

const m = engineeringMedia('steel-fabrication');

const heroAlts = [
  'Welders joining a portal frame rafter in our Nairobi workshop',
  'Structural steel columns lifted by the 15 ton overhead crane',
  'A finished steel warehouse frame on site',
];

const work: [string, string][] = [
  ['Portal frame warehouse under erection', 'Warehouse structures'],
  ['Steel staircase with chequer-plate treads', 'Stairs and platforms'],
  ['Stainless steel handrails for a food plant', 'Stainless handrails'],
  ['Roof trusses stacked for delivery', 'Roof trusses'],
  ['Welded water tank tower', 'Tank towers'],
];

/**
 * Steel fabrication: hero carousel of 3 images (5 s,
 * previous/next arrows, dots), work gallery, capabilities, workshop facilities,
 * steel grades, 6-step process, 3 recent projects, Request Quote. Figures are the
 * seed's; the project write-ups, capabilities and steps (not shown) are ours.
 */
export default definePage({
  ...engineeringPage('steel-fabrication'),
  blocks: [
    {
      type: 'hero-carousel',
      props: {
        slides: m.images('hero', 3).map((media, i) => ({ media, alt: heroAlts[i] })),
        eyebrow: 'Engineering Services',
        title: 'Steel Fabrication',
        subtitle:
          'Structural, architectural and stainless steelwork for warehouses, factories, malls and homes, fabricated in our 2000m² Nairobi workshop and installed by our own crews.',
        buttons: [
          { label: 'Request Quote', href: CONTACT, variant: 'primary' },
          { label: 'View Our Work', href: '#our-work', variant: 'ghost-light' },
        ],
        badges: ['25+ Years Experience', 'AWS D1.1 Welding', 'ISO 3834'],
        intervalMs: 5000,
        dots: 'clickable',
        arrows: true,
        height: 'tall',
      },
    },
    {
      type: 'media-showcase',
      props: {
        id: 'our-work',
        eyebrow: 'Our work',
        heading: 'Fabrication Work Gallery',
        lead: 'A few of the structures, stairs and stainless installations that left our workshop this year.',
        images: m.images('gallery', work.length).map((media, i) => ({ media, alt: work[i][0], caption: work[i][1] })),
        stat: { value: '25+ years', label: 'Of steel fabrication experience' },
      },
    },
    {
      type: 'feature-list',
      props: {
        eyebrow: 'Capabilities',
        heading: 'Our Fabrication Capabilities',
        tone: 'alt',
        columns: 3,
        items: [
          {
            title: 'Structural Steelwork',
            text: 'Portal frames, columns, beams, trusses and mezzanines for warehouses, factories and commercial buildings.',
            icon: 'building',
          },
          {
            title: 'Architectural Metalwork',
            text: 'Staircases, balustrades, canopies, gates and screens, designed to be seen.',
            icon: 'column',
          },
          {
            title: 'Stainless Steel Fabrication',
            text: 'Food-grade and marine-grade work in 304 and 316: tanks, conveyors, handrails and kitchen equipment.',
            icon: 'star',
          },
          {
            title: 'Certified Welding',
            text: 'MIG, TIG and stick welding by coded welders, to AWS D1.1 with documented procedures.',
            icon: 'weld',
          },
          {
            title: 'Cutting, Bending & Rolling',
            text: 'Laser and plasma cutting, CNC press brake bending and section rolling in house.',
            icon: 'ruler',
          },
          {
            title: 'Site Installation',
            text: 'Our own erection crews, cranes and access equipment for installation anywhere in Kenya.',
            icon: 'truck',
          },
        ],
      },
    },
    {
      type: 'stats',
      props: {
        id: 'workshop',
        eyebrow: 'Workshop facilities',
        heading: 'Built for Big Jobs',
        paragraphs: [
          'Our covered workshop in Nairobi’s Industrial Area has the floor space and lifting capacity to assemble large frames indoors, away from the weather, and to test-fit them before they reach site.',
          'Welding follows AWS D1.1 procedures and our quality system is run to ISO 3834, with material certificates and inspection records for every job.',
        ],
        items: [
          { value: '2000m²', label: 'Workshop floor area' },
          { value: '15 ton', label: 'Overhead crane' },
          { value: '12m', label: 'Maximum steel length' },
          { value: '25+', label: 'Years of experience' },
        ],
        buttons: [{ label: 'Request Quote', href: CONTACT, variant: 'primary' }],
      },
    },
    {
      type: 'spec-table',
      props: {
        id: 'steel-grades',
        eyebrow: 'Materials',
        heading: 'Steel Grades We Work With',
        lead: 'Supplied with mill certificates and traceable through fabrication.',
        tone: 'alt',
        tables: [
          {
            caption: 'Structural steel grades',
            columns: ['Grade', 'Minimum yield strength', 'Typical use'],
            rows: [
              ['S275', '275 MPa', 'General frames, purlins and brackets'],
              ['S355', '355 MPa', 'Columns, beams and portal frames'],
              ['S420', '420 MPa', 'Long spans and heavily loaded members'],
              ['S460', '460 MPa', 'Cranes, lifting frames and high-rise members'],
            ],
          },
          {
            caption: 'Stainless steel grades',
            columns: ['Grade', 'Character', 'Typical use'],
            rows: [
              ['304', 'General-purpose austenitic', 'Handrails, kitchens, architectural trim'],
              ['316', 'Molybdenum alloyed, marine grade', 'Coastal, food and chemical plants'],
              ['321', 'Titanium stabilised, heat resistant', 'Exhausts, ovens and furnace parts'],
              ['430', 'Ferritic, magnetic, economical', 'Appliance panels and decorative sheet'],
            ],
          },
        ],
        note: 'Yield strengths are nominal values for sections up to 16mm thick.',
      },
    },
    {
      type: 'process-steps',
      props: {
        id: 'process',
        eyebrow: 'How we work',
        heading: 'Our Fabrication Process',
        steps: [
          {
            title: 'Consultation & Site Survey',
            description: 'We visit the site, take measurements and agree loads, finishes and the programme with you.',
          },
          {
            title: 'Design & Shop Drawings',
            description:
              'Our engineers check the design and produce shop drawings for your approval before any steel is cut.',
          },
          {
            title: 'Material Procurement',
            description:
              'Certified steel of the specified grade is ordered and checked against its mill certificate on delivery.',
          },
          {
            title: 'Cutting & Fabrication',
            description:
              'Members are cut, drilled and welded in our workshop, then test-fitted under the overhead crane.',
          },
          {
            title: 'Inspection & Finishing',
            description:
              'Welds are inspected, then parts are blasted and painted or powder coated to the agreed system.',
          },
          {
            title: 'Delivery & Installation',
            description:
              'Our crews deliver, erect and align the steelwork on site and hand over with as-built records.',
          },
        ],
      },
    },
    {
      type: 'recent-projects',
      props: {
        id: 'recent-projects',
        eyebrow: 'Case studies',
        heading: 'Recent Projects',
        tone: 'alt',
        // The steel fabrication projects of the collection (site-config/projects), newest first.
        source: { service: '/engineering-services/steel-fabrication', limit: 3 },
      },
    },
    {
      type: 'call-to-action',
      props: {
        heading: 'Planning a Steel Structure?',
        text: 'Share your drawings or an outline of the job and our engineers will come back with a detailed quotation.',
        buttons: [{ label: 'Request Quote', href: CONTACT, variant: 'primary' }],
      },
    },
  ],
});
