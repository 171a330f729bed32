import { definePage } from '../../../define';
import { galleryButton, prefab, prefabCards, prefabCta, prefabGallery, prefabHero, prefabMeta, quote } from './_prefab';

const m = prefab('residential', 'overview');
const sub = (slug: string) => `/services/containers/residential/${slug}`;

/**
 * Residential prefab overview. The six Why Choose Prefab
 * Homes bullets, card descriptions and the cards' links are not shown in the seed:
 * ours (the links point at the homes and cottages pages that carry each idea further).
 */
export default definePage({
  path: '/services/containers/residential',
  label: 'Residential',
  meta: prefabMeta({
    title: 'Residential Prefab Homes, Guest Houses & Studios',
    description:
      'Residential prefab units in Kenya: tiny homes, guest houses and studio apartments, insulated, plumbed and finished in Nairobi, then delivered and installed on your plot.',
    keywords: [
      'container homes Kenya',
      'prefab houses Nairobi',
      'tiny homes Kenya',
      'prefab guest house',
      'container studio apartment',
    ],
    serviceName: 'Residential Prefab Units',
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Residential',
      title: 'Residential Prefab Units',
      subtitle: 'Comfortable, beautifully finished homes that arrive complete and are lived in within days.',
      alts: ['A modern container home with a timber deck at dusk', 'The open-plan living room of a prefab home'],
      buttons: [quote('Get Residential Quote'), galleryButton()],
    }),
    prefabCards(m, {
      id: 'living',
      heading: 'Mobile Living Revolution',
      lead: 'Homes that are faster to build, cheaper to run and can move with you.',
      cards: [
        {
          slug: 'tiny-homes',
          title: 'Tiny Homes',
          icon: 'home',
          description: 'Compact one- and two-bedroom homes that make every square metre count.',
          features: [
            'Built-in storage and fold-away furniture',
            'Full kitchen and bathroom',
            'Insulated for Kenyan climates',
            'Solar-ready roof',
          ],
          link: { label: 'Explore Prefab Homes', href: sub('homes') },
        },
        {
          slug: 'guest-houses',
          title: 'Guest Houses',
          icon: 'bed',
          description: 'Self-contained guest wings and rental cottages for your plot, farm or lodge.',
          features: [
            'En-suite bedrooms',
            'Private entrance and veranda',
            'Kitchenette',
            'Placed without disturbing the main house',
          ],
          link: { label: 'Explore Cottages', href: sub('cottages') },
        },
        {
          slug: 'studio-apartments',
          title: 'Studio Apartments',
          icon: 'building',
          description: 'Stackable studio units for student housing and rental developments.',
          features: [
            'Open-plan studio layout',
            'Private shower and toilet',
            'Individual power meters',
            'Stack two or three storeys',
          ],
          link: { label: 'Plan Your Studios', href: '/contact' },
        },
      ],
    }),
    {
      type: 'feature-list',
      props: {
        heading: 'Why Choose Prefab Homes',
        tone: 'alt',
        layout: 'bullets',
        columns: 3,
        items: [
          { title: 'Move in within weeks', text: 'Your home is built in our workshop while the plot is prepared.' },
          { title: 'A fixed, upfront price', text: 'No surprises from weather delays or changing material costs.' },
          { title: 'Cool in the day, warm at night', text: 'Insulated walls and roofs made for Kenyan weather.' },
          {
            title: 'Finished to your taste',
            text: 'Choose layouts, floors, kitchens and cladding with our designers.',
          },
          { title: 'Extend or relocate later', text: 'Add a room or move the home to a new plot.' },
          {
            title: 'Built on engineering quality',
            text: 'Steel frames fabricated and powder-coated by our parent company.',
          },
        ],
      },
    },
    prefabGallery(m, {
      count: 6,
      heading: 'Residential Projects',
      altPrefix: 'Residential prefab project',
      tone: 'light',
    }),
    prefabCta({
      heading: 'Ready for a home that arrives finished?',
      text: 'Share your plot location and the rooms you need; we will send designs and a fixed price.',
    }),
  ],
});
