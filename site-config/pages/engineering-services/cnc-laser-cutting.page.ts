import { definePage } from '../../define';
import { CONTACT, ENGINEERING_HOME, engineeringMedia, engineeringPage } from './_engineering';

const m = engineeringMedia('cnc-laser-cutting');

const showcase: [string, string][] = [
  ['Stainless steel screen panels cut for a hotel facade', 'Decorative facade screens'],
  ['Mild steel brackets cut from 12mm plate', 'Structural brackets'],
  ['Nested parts on the 3000mm x 1500mm cutting bed', 'Nested production run'],
  ['Laser-cut brass signage lettering', 'Signage lettering'],
  ['Aluminium enclosure blanks ready for bending', 'Enclosure blanks'],
];

/**
 * CNC laser cutting: back link, hero, showcase of 5 images
 * plus a 12kW tile, material thickness table, applications, technical specs,
 * 4-step process, Request Quote / Contact Us Today, All Services. Figures are the
 * seed's; the descriptions, applications and steps (not shown) are ours.
 */
export default definePage({
  ...engineeringPage('cnc-laser-cutting'),
  blocks: [
    { type: 'back-link', props: { label: 'Back to Engineering Services', href: ENGINEERING_HOME } },
    {
      type: 'hero-carousel',
      props: {
        slides: m
          .images('hero', 1)
          .map((media) => ({ media, alt: 'A 12kW fibre laser cutting a stainless steel sheet' })),
        eyebrow: 'Engineering Services',
        title: 'CNC Laser Cutting',
        subtitle:
          'Precision 12kW fibre laser cutting of steel, stainless steel, aluminium, copper and brass, accurate to ±0.05mm, from one-off parts to production runs.',
        buttons: [
          { label: 'Request Quote', href: CONTACT, variant: 'primary' },
          { label: 'View Specifications', href: '#technical-specs', variant: 'ghost-light' },
        ],
        badges: ['12kW Fibre Laser', '±0.05mm Accuracy', 'DXF, DWG, AI'],
        height: 'tall',
      },
    },
    {
      type: 'media-showcase',
      props: {
        id: 'our-work',
        eyebrow: 'Our work',
        heading: 'Precision Cutting in Action',
        lead: 'Clean, burr-free edges straight off the machine, ready for bending, welding or powder coating.',
        images: m
          .images('showcase', showcase.length)
          .map((media, i) => ({ media, alt: showcase[i][0], caption: showcase[i][1] })),
        stat: { value: '12kW', label: 'Fibre laser cutting power' },
      },
    },
    {
      type: 'spec-table',
      props: {
        id: 'material-thickness',
        eyebrow: 'Materials',
        heading: 'Material Thickness Capabilities',
        lead: 'The maximum plate thickness we cut in each material.',
        tone: 'alt',
        tables: [
          {
            caption: 'Maximum cutting thickness by material',
            columns: ['Material', 'Maximum thickness', 'Typical parts'],
            rows: [
              ['Stainless Steel', '25mm', 'Kitchen equipment, balustrades, signage'],
              ['Mild Steel', '30mm', 'Base plates, brackets, machine parts'],
              ['Aluminum Alloys', '20mm', 'Enclosures, panels, vehicle body parts'],
              ['Copper and Brass', '15mm', 'Busbars, decorative inlays, nameplates'],
            ],
          },
        ],
        note: 'Edge finish and cutting speed depend on thickness; we advise on the best approach for parts near the maximum.',
      },
    },
    {
      type: 'feature-list',
      props: {
        eyebrow: 'Industries',
        heading: 'Applications',
        lead: 'What our laser cuts for customers across Kenya every week.',
        columns: 3,
        items: [
          {
            title: 'Architectural Screens & Facades',
            text: 'Decorative panels, sunscreens and gates in steel, stainless steel and aluminium.',
            icon: 'building',
          },
          {
            title: 'Signage & Lettering',
            text: 'Crisp letters, logos and plaques in stainless steel, brass and aluminium.',
            icon: 'star',
          },
          {
            title: 'Machine & Vehicle Parts',
            text: 'Brackets, flanges, gussets and truck body components cut to drawing.',
            icon: 'gear',
          },
          {
            title: 'Furniture Components',
            text: 'Table bases, chair frames and legs for our own and other furniture makers.',
            icon: 'chair',
          },
          {
            title: 'Agricultural Equipment',
            text: 'Replacement parts and frames for tractors, processors and irrigation kit.',
            icon: 'leaf',
          },
          {
            title: 'Electrical Enclosures',
            text: 'Panel blanks, cable trays and copper busbars for electrical contractors.',
            icon: 'chip',
          },
        ],
      },
    },
    {
      type: 'spec-table',
      props: {
        id: 'technical-specs',
        eyebrow: 'Machine',
        heading: 'Technical Specifications',
        tone: 'alt',
        tables: [
          {
            caption: 'Fibre laser cutting machine',
            columns: ['Specification', 'Value'],
            rows: [
              ['Laser power', '12kW'],
              ['Positioning accuracy', '±0.05mm'],
              ['Cutting area', '3000mm x 1500mm'],
              ['Cutting speed', 'Up to 100m/min'],
              ['Beam quality', 'M² below 1.05'],
              ['File formats', 'DXF, DWG, AI'],
            ],
          },
        ],
      },
    },
    {
      type: 'process-steps',
      props: {
        id: 'process',
        eyebrow: 'How it works',
        heading: 'Our Laser Cutting Process',
        steps: [
          {
            title: 'Send Your Design',
            description: 'Email a DXF, DWG or AI file, or bring a sketch and our CAD team will draw it up for you.',
          },
          {
            title: 'Review & Quote',
            description:
              'We check the drawing, nest the parts to save material and send a quotation within one working day.',
          },
          {
            title: 'Precision Cutting',
            description:
              'Your parts are cut on our 12kW fibre laser to ±0.05mm, in the material and thickness you choose.',
          },
          {
            title: 'Quality Check & Delivery',
            description:
              'Every batch is measured against the drawing, deburred and packed for collection or delivery in Nairobi.',
          },
        ],
      },
    },
    {
      type: 'call-to-action',
      props: {
        heading: 'Ready to Start Your Cutting Project?',
        text: 'Send us your drawings today for a fast, accurate quotation.',
        buttons: [
          { label: 'Contact Us Today', href: CONTACT, variant: 'primary' },
          { label: 'All Services', href: ENGINEERING_HOME, variant: 'outline' },
        ],
      },
    },
  ],
});
