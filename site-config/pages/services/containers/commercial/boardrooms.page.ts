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

const m = prefab('commercial', 'boardrooms');

/**
 * Prefab boardrooms. Its card media may be images or videos:
 * here the technology and installation cards carry video slots. Card copy is not
 * shown in the seed: ours.
 */
export default definePage({
  path: '/services/containers/commercial/boardrooms',
  label: 'Boardrooms',
  meta: prefabMeta({
    title: 'Prefab Boardrooms & Meeting Rooms',
    description:
      'Prefab boardrooms in Kenya with acoustic insulation, video-conferencing technology and executive furniture, designed, built and installed by our Nairobi team.',
    keywords: [
      'prefab boardroom',
      'container meeting room',
      'modular boardroom Kenya',
      'site meeting room',
      'executive boardroom Nairobi',
    ],
    serviceName: 'Prefab Boardroom Solutions',
    subPage: true,
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Commercial prefab',
      title: 'Prefab Boardrooms',
      subtitle:
        'Quiet, well-equipped meeting rooms for your office campus or project site, delivered complete with furniture and technology.',
      alts: [
        'An executive prefab boardroom with a long conference table',
        'A prefab boardroom set up for a video conference',
      ],
      buttons: [quote('Get Boardroom Quote'), galleryButton()],
    }),
    prefabCards(m, {
      heading: 'From Layout to First Meeting',
      cards: [
        {
          slug: 'design-layout',
          title: 'Design Layout',
          icon: 'ruler',
          description:
            'Rooms for 8 to 20 people, planned around the table, sightlines to the screen and natural light.',
          features: [
            'Boardroom, U-shape or classroom seating',
            'Glazed or private walls',
            'Acoustic ceiling and wall lining',
            'Executive furniture from our workshop',
          ],
        },
        {
          slug: 'technology-integration',
          title: 'Technology Integration',
          icon: 'chip',
          description: 'Screens, cameras and microphones installed and tested before the room leaves our workshop.',
          features: [
            'Wall-mounted display or projector',
            'Video-conferencing camera and audio',
            'Table power and data boxes',
            'Dimmable lighting scenes',
          ],
          media: [...m.cardVideos('technology-integration', 1), ...m.cardImages('technology-integration', 2)],
        },
        {
          slug: 'installation-setup',
          title: 'Installation & Setup',
          icon: 'truck',
          description: 'We deliver, level, connect and furnish the room, then hand over a working space.',
          features: [
            'Site survey and foundations',
            'Crane offloading and placement',
            'Power and network connection',
            'Handover and user training',
          ],
          media: m.cardVideos('installation-setup', 3),
        },
      ],
    }),
    prefabGallery(m, {
      count: 8,
      heading: 'Boardroom Projects',
      altPrefix: 'Prefab boardroom project',
    }),
    prefabCta({
      heading: 'Ready to meet in your own boardroom?',
      text: 'Tell us how many seats and what technology you need; we will send a layout and a fixed quote.',
    }),
  ],
});
