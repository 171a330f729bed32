import { company } from '../company';
import { definePage } from '../define';
import { CONTACT, ENGINEERING_HOME, engineeringMedia, engineeringPage } from './engineering-services/_engineering';

const m = engineeringMedia('main');
const capabilityImages = m.images('capabilities', 3);

/**
 * Engineering services landing: hero, three capability cards
 * linking to the sub-pages, and Why Choose with four points. The seed shows no
 * hero copy, card text or closing section; ours describes the parent company's
 * Industrial Area workshop.
 */
export default definePage({
  ...engineeringPage('main'),
  blocks: [
    {
      type: 'hero-carousel',
      props: {
        slides: m
          .images('hero', 1)
          .map((media) => ({ media, alt: 'Sparks from a fibre laser cutting steel plate in our Nairobi workshop' })),
        eyebrow: company.parent,
        title: 'Engineering Services',
        subtitle:
          'CNC laser cutting, metal powder coating and steel fabrication under one roof in Nairobi’s Industrial Area, for contractors, manufacturers and architects across Kenya.',
        buttons: [
          { label: 'Request Quote', href: CONTACT, variant: 'primary' },
          { label: 'Explore Capabilities', href: '#capabilities', variant: 'ghost-light' },
        ],
        badges: ['12kW Fibre Laser', 'AWS D1.1 Welding', 'RAL & Pantone Colours'],
        height: 'tall',
      },
    },
    {
      type: 'card-grid',
      props: {
        id: 'capabilities',
        eyebrow: 'What we do',
        heading: 'Our Engineering Capabilities',
        lead: 'From a single laser-cut bracket to a complete steel warehouse, cut, fabricated and finished in our own workshop.',
        cards: [
          {
            title: 'CNC Laser Cutting',
            description:
              '12kW fibre laser cutting of steel, stainless steel, aluminium, copper and brass, accurate to ±0.05mm.',
            icon: 'laser',
            media: [capabilityImages[0]],
            features: ['Mild steel up to 30mm thick', '3000mm x 1500mm cutting area', 'DXF, DWG and AI files accepted'],
            link: { label: 'Learn More', href: `${ENGINEERING_HOME}/cnc-laser-cutting` },
          },
          {
            title: 'Metal Powder Coating',
            description:
              'Hard-wearing, corrosion-resistant finishes for gates, furniture frames, profiles and machinery.',
            icon: 'spray',
            media: [capabilityImages[1]],
            features: [
              '25-100 micron coating thickness',
              'Matte, satin, gloss, textured and metallic',
              'Any RAL or Pantone colour',
            ],
            link: { label: 'Learn More', href: `${ENGINEERING_HOME}/powder-coating` },
          },
          {
            title: 'Steel Fabrication',
            description:
              'Structural, architectural and stainless steelwork, fabricated in our 2000m² workshop and installed on site.',
            icon: 'weld',
            media: [capabilityImages[2]],
            features: ['15 ton overhead crane', 'Welding to AWS D1.1', 'ISO 3834 quality system'],
            link: { label: 'Learn More', href: `${ENGINEERING_HOME}/steel-fabrication` },
          },
        ],
      },
    },
    {
      type: 'feature-list',
      props: {
        eyebrow: 'Why us',
        heading: 'Why Choose Our Engineering Services',
        lead: 'The same workshop that builds our prefab units and executive furniture takes on your engineering work.',
        tone: 'alt',
        columns: 4,
        items: [
          {
            title: 'Advanced Technology',
            text: 'A 12kW fibre laser, an automated powder coating line and CNC press brakes keep tolerances tight and lead times short.',
            icon: 'chip',
          },
          {
            title: 'Expert Team',
            text: 'Qualified engineers, coded welders and coating technicians, most with more than ten years in our workshop.',
            icon: 'team',
          },
          {
            title: 'Quality Standards',
            text: 'Welding to AWS D1.1, fabrication under ISO 3834, and coating thickness checked on every batch.',
            icon: 'shield',
          },
          {
            title: 'Custom Solutions',
            text: 'One-off prototypes or production runs, cut, fabricated and finished to your drawings under one roof.',
            icon: 'gear',
          },
        ],
      },
    },
    {
      type: 'call-to-action',
      props: {
        heading: 'Have a Drawing or a Project in Mind?',
        text: 'Send us your drawings or a description of the job and we will reply with a quotation within one working day.',
        buttons: [{ label: 'Request Quote', href: CONTACT, variant: 'primary' }],
      },
    },
  ],
});
