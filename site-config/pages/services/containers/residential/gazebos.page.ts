import { definePage } from '../../../../define';
import {
  galleryButton,
  prefab,
  prefabCards,
  prefabCta,
  prefabGallery,
  prefabHero,
  prefabMeta,
  quote,
} from '../_prefab';

const m = prefab('residential', 'gazebos');

/**
 * Prefab gazebos (hero dots not clickable). Seed defect
 * fixed: View Gazebo Gallery had no link; it opens the prefab gallery. Card copy
 * and gallery captions are ours.
 */
export default definePage({
  path: '/services/containers/residential/gazebos',
  label: 'Gazebos',
  meta: prefabMeta({
    title: 'Prefab Gazebos & Pavilions',
    description:
      'Prefab gazebos and pavilions in Kenya: garden gazebos, pool pavilions and event pavilions with steel frames, timber finishes and lighting, installed by our Nairobi team.',
    keywords: ['prefab gazebo Kenya', 'garden gazebo Nairobi', 'pool pavilion', 'event pavilion', 'steel gazebo'],
    serviceName: 'Prefab Gazebo Solutions',
    subPage: true,
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Residential',
      title: 'Prefab Gazebos & Pavilions',
      subtitle: 'Shaded outdoor rooms for gardens, pools and events, built on engineered steel frames that last.',
      alts: ['A garden gazebo with timber slats and lighting', 'A poolside prefab pavilion with lounge seating'],
      buttons: [quote('Get Prefab Gazebo Quote'), galleryButton('View Gazebo Gallery')],
      dots: 'static',
    }),
    prefabCards(m, {
      heading: 'Outdoor Spaces to Enjoy',
      cards: [
        {
          slug: 'garden-gazebos',
          title: 'Garden Gazebos',
          icon: 'tree',
          description: 'Open or screened gazebos for relaxing, dining and entertaining in your garden.',
          features: [
            'Powder-coated steel frame',
            'Timber or louvred roof',
            'Built-in seating',
            'Lighting and power points',
          ],
        },
        {
          slug: 'pool-pavilions',
          title: 'Pool Pavilions',
          icon: 'leaf',
          description: 'Shaded poolside pavilions with changing rooms, showers and a bar counter.',
          features: [
            'Changing room and shower',
            'Bar counter and storage',
            'Slip-resistant decking',
            'Corrosion-resistant finishes',
          ],
        },
        {
          slug: 'event-pavilions',
          title: 'Event Pavilions',
          icon: 'star',
          description: 'Larger pavilions for hotels, venues and homes that host weddings and gatherings.',
          features: [
            'Clear spans for 50 to 150 guests',
            'Roll-down side screens',
            'Stage and lighting rigging',
            'Relocatable design',
          ],
        },
      ],
    }),
    prefabGallery(m, {
      count: 8,
      heading: 'Gazebo Projects',
      altPrefix: 'Prefab gazebo project',
      projectsOf: '/services/containers/residential/gazebos',
    }),
    prefabCta({
      heading: 'Make more of your outdoor space',
      text: 'Send us a photo of the spot and how you want to use it; we will propose a design and a price.',
      secondary: { label: 'View Gazebo Gallery', href: '/gallery?category=Prefab%20Units' },
    }),
  ],
});
