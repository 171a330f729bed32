import type { ManifestSource } from '../../media/manifest';
import { home } from '../../site-config/media';

/**
 * The page the video tests upload to: a home hero with two slides (for the
 * bomb tests, the first for the bomb and the second for a well-formed clip
 * that must still be done after it). Shared by media/video/pipeline.test.ts,
 * media/video/web-ready.test.ts, media/video/bombs.test.ts (in the unit step)
 * and tests/browser/video-bomb-busy-machine.test.ts (the processor-time bound
 * on a busy machine, in the servers project).
 */
export const HERO = home.heroVideo('executive-furniture', 1);
export const SECOND = home.heroVideo('prefab-units', 1);
export const heroVideoPages: ManifestSource[] = [
  {
    path: '/',
    label: 'Home',
    meta: { title: 'Home' },
    blocks: [
      {
        props: {
          slides: [
            { media: HERO, alt: 'Boardroom' },
            { media: SECOND, alt: 'Site' },
          ],
        },
      },
    ],
  },
];

/** The upload form's target folder and file name for a slot's URL. */
export const targetOf = (slot: string) => ({
  targetPath: slot.slice('/uploads/'.length, slot.lastIndexOf('/')),
  fileName: slot.slice(slot.lastIndexOf('/') + 1),
});
