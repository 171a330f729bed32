import { describe, expect, it } from 'vitest';
import { EMPTY_MEDIA } from './media-kind';
import { shareImageCandidates, shareImageUrl } from './share';

const page = (meta: Record<string, unknown>, blocks: { type: string; props: unknown }[]) => ({
  meta: { title: 'Offices', ...meta },
  blocks,
});

describe('the pictures a page can be shared with', () => {
  const hero = {
    type: 'hero-carousel',
    props: {
      slides: [
        { media: EMPTY_MEDIA, alt: 'nothing yet' },
        { media: '/uploads/home/hero/site-video-1.mp4', alt: 'a site' },
        { media: '/uploads/home/hero/team.jpg', alt: 'the team' },
      ],
    },
  };
  const brochure = { type: 'call-to-action', props: { file: '/uploads/docs/brochure.pdf' } };

  it('puts the chosen picture first, then socialImage, then the page’s pictures in reading order (a video by its poster)', () => {
    expect(
      shareImageCandidates(
        page({ share: { image: '/uploads/chosen.jpg' }, socialImage: '/uploads/social.jpg' }, [hero, brochure]),
      ),
    ).toEqual([
      '/uploads/chosen.jpg',
      '/uploads/social.jpg',
      '/uploads/_posters/home/hero/site-video-1.jpg',
      '/uploads/home/hero/team.jpg',
    ]);
  });

  it('leaves out empty fields and documents', () => {
    expect(shareImageCandidates(page({ share: { image: '' } }, [brochure]))).toEqual([]);
  });

  it('gives each file version and focal point its own address', () => {
    expect(shareImageUrl('/uploads/_assets/ab.jpg', 'v1')).toBe('/share-image/_assets/ab.jpg?v=v1');
    expect(shareImageUrl('/uploads/_assets/ab.jpg', 'v1', { x: 30, y: 80 })).toBe(
      '/share-image/_assets/ab.jpg?v=v1-30-80',
    );
  });
});
