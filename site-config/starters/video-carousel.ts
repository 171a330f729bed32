import type { z } from 'zod';
import { gallery, range } from '../media';
import type { schema } from '../../blocks/video-carousel/schema';

export const videos = (category: string) => range(3).map((n) => gallery.projectVideo(category, n));

/**
 * What a new video carousel block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  id: 'project-videos',
  heading: 'Project Videos',
  lead: 'Short clips from our workshops and recent installations.',
  cards: [
    {
      category: 'executive-furniture',
      title: 'Executive Furniture',
      subtitle: 'Boardrooms, desks and lounges',
      gradient: 'amber',
      videos: videos('executive-furniture'),
    },
    {
      category: 'interior-design',
      title: 'Interior Design',
      subtitle: 'Homes, offices and hotels',
      gradient: 'plum',
      videos: videos('interior-design'),
    },
    {
      category: 'prefab-units',
      title: 'Prefab Units',
      subtitle: 'Offices, classrooms and clinics',
      gradient: 'emerald',
      videos: videos('prefab-units'),
    },
  ],
} satisfies z.input<typeof schema>;
