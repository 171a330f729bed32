import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../../contracts/pages';
import { pickInPreview } from './preview-pick';

const page: PageDocument = {
  path: '/x',
  meta: { title: 'X', description: 'A page used to test where clicks in the preview lead.', keywords: [] },
  blocks: [
    { type: 'stats', props: { heading: 'Why us', items: [{ value: '500+', label: 'Projects' }] } },
    {
      type: 'call-to-action',
      props: {
        heading: 'Need an office by Friday?',
        text: 'Tell us where.',
        image: '/uploads/home/cta/office-1.jpg',
        buttons: [{ label: 'Start', href: '/contact' }],
      },
    },
    { type: 'call-to-action', props: { heading: 'Why us', text: 'Again.' } },
  ],
};

describe('a click in the preview', () => {
  it('finds the field that holds the clicked words, whitespace and case aside', () => {
    expect(pickInPreview(page, { texts: ['  Need an office\n by Friday? '] })).toEqual({ block: 1, path: ['heading'] });
    expect(pickInPreview(page, { texts: ['START'] })).toEqual({ block: 1, path: ['buttons', 0, 'label'] });
    expect(pickInPreview(page, { texts: ['500+Projects', 'Projects'].reverse() })).toEqual({
      block: 0,
      path: ['items', 0, 'label'],
    });
  });

  it('prefers the section the click fell in when two hold the same words', () => {
    expect(pickInPreview(page, { texts: ['Why us'], guess: 2 })).toEqual({ block: 2, path: ['heading'] });
    expect(pickInPreview(page, { texts: ['Why us'], guess: 0 })).toEqual({ block: 0, path: ['heading'] });
  });

  it('finds a picture by its address, through the resized copies the site serves', () => {
    expect(pickInPreview(page, { src: 'http://x/uploads/home/cta/office-1-640w.webp?v=abc' })).toEqual({
      block: 1,
      path: ['image'],
    });
  });

  it('falls back to the section alone, or nothing', () => {
    expect(pickInPreview(page, { texts: ['Words no field has'], guess: 1 })).toEqual({ block: 1, path: [] });
    expect(pickInPreview(page, { texts: ['Words no field has'] })).toBeNull();
  });

  it('tries the clicked words before the paragraph around them', () => {
    expect(pickInPreview(page, { texts: ['Friday', 'Need an office by Friday?'] })).toEqual({
      block: 1,
      path: ['heading'],
    });
  });
});
