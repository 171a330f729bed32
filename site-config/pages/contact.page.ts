import { definePage } from '../define';
import { projectVideoCards } from '../gallery';
import { home } from '../media';
import { localBusinessLd } from '../seo';

/**
 * Contact. Decided departures and fill-ins: the form works
 * (POST /api/contact); the hero reuses three home portfolio photos (the seed
 * gives the contact hero no media of its own); budget, contact-method and
 * timeline options, intro texts and badges are ours. Address, phone, e-mail,
 * hours and social links come from the stored contact details, not from here.
 */
export default definePage({
  path: '/contact',
  label: 'Contact',
  // ?sent=1: the contact form, sent without script, says thank you (api/contact/form-post.ts);
  // ?message=: the message a link starts the form with (a project page's "Ask About This Project").
  query: ['sent', 'message'],
  meta: {
    title: 'Contact Us - Get a Free Construction Quote',
    description:
      'Get a free quote for prefab container units, interior design and build, or executive furniture in Nairobi. Call, e-mail or send us a message and we reply within one working day.',
    keywords: [
      'free construction quote Nairobi',
      'contact prefab units Kenya',
      'interior design quote Nairobi',
      'executive furniture quote',
      'container office price Kenya',
    ],
    structuredData: [localBusinessLd()],
  },
  blocks: [
    {
      type: 'hero-carousel',
      props: {
        slides: [
          {
            media: home.portfolioImages('prefab-units')[0],
            alt: 'A prefab site office with meeting room delivered by our team',
          },
          {
            media: home.portfolioImages('interior-design')[0],
            alt: 'An executive office suite we designed and fitted out in Westlands',
          },
          {
            media: home.portfolioImages('executive-furniture')[0],
            alt: 'A boardroom table for 16 built in our Nairobi workshop',
          },
        ],
        eyebrow: 'Free quotes, no obligation',
        title: 'Contact Us',
        subtitle:
          'Tell us what you are planning: a prefab unit, a new interior or furniture made to order. We reply within one working day.',
        buttons: [{ label: 'Send Us a Message', href: '#get-in-touch', variant: 'primary' }],
        badges: ['Free Site Visits in Nairobi', 'Reply Within 1 Working Day'],
        intervalMs: 6000,
        height: 'tall',
      },
    },
    {
      type: 'contact-form',
      props: {
        id: 'get-in-touch',
        heading: 'Get In Touch',
        lead: 'Visit our yard, call us, or send a message with a few details about your project and we will come back with a free quote.',
        info: {
          heading: 'Contact Information',
          intro: 'Our team is in the office and workshops six days a week.',
        },
        cardTitle: 'Send Us a Message',
        cardIntro: 'The more you tell us, the more accurate your quote.',
        budgetOptions: [
          'Under KES 500,000',
          'KES 500,000 - 2 million',
          'KES 2 - 5 million',
          'KES 5 - 10 million',
          'Over KES 10 million',
          'Not sure yet',
        ],
        contactMethodOptions: ['Email', 'Phone call', 'WhatsApp'],
        timelineOptions: [
          'As soon as possible',
          'Within 1 month',
          '1 - 3 months',
          '3 - 6 months',
          'More than 6 months',
          'Just exploring',
        ],
      },
    },
    {
      type: 'video-carousel',
      props: {
        id: 'our-work',
        eyebrow: 'Our work',
        heading: 'See What We Build',
        lead: 'Short clips from our workshops and recent installations around Kenya.',
        tone: 'alt',
        cards: projectVideoCards(),
      },
    },
  ],
});
