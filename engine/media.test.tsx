import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockProviders, type MediaResolver } from './context';
import { MediaVideo } from './media';
import { contactDefaults } from '../site-config/company';

/** A processed video as the store resolves it: web-ready file, phone rendition, poster with variants. */
const processed: MediaResolver = (slot) => ({
  slot,
  kind: 'video',
  exists: true,
  src: `/uploads/${slot}.mp4?v=1`,
  smallSrc: `/uploads/_posters/${slot}.mp4?v=1`,
  poster: `/uploads/_posters/${slot}.jpg?v=1`,
  posterSources: [
    { type: 'image/avif', srcSet: `/v/${slot}-480w.avif 480w, /v/${slot}-960w.avif 960w` },
    { type: 'image/webp', srcSet: `/v/${slot}-480w.webp 480w, /v/${slot}-960w.webp 960w` },
  ],
  width: 1920,
  height: 1080,
});

const render = (el: React.ReactElement, media: MediaResolver = processed) =>
  renderToStaticMarkup(
    <BlockProviders site={{ path: '/', contact: contactDefaults }} media={media}>
      {el}
    </BlockProviders>,
  );

describe('MediaVideo poster', () => {
  it('below the fold: a lazy poster picture with the given sizes, and no poster attribute fetched with the page', () => {
    const html = render(<MediaVideo slot="cards/clip" label="Clip" active sizes="(min-width: 1024px) 400px, 100vw" />);
    expect(html).not.toContain('poster=');
    expect(html).toMatch(/<picture[^>]*>.*<img[^>]*loading="lazy"/);
    expect(html).toContain('sizes="(min-width: 1024px) 400px, 100vw"');
    expect(html).not.toContain('fetchPriority');
    // The picture lies under the video: the video comes after it.
    expect(html.indexOf('<picture')).toBeLessThan(html.indexOf('<video'));
  });

  it('above the fold: the poster picture is eager with high priority (the LCP image)', () => {
    const html = render(<MediaVideo slot="hero/clip" label="Clip" active eager />);
    expect(html).not.toContain('poster=');
    expect(html).toMatch(
      /<img[^>]*loading="eager"[^>]*fetchPriority="high"|<img[^>]*fetchPriority="high"[^>]*loading="eager"/,
    );
  });

  it('a video with no processed poster keeps the poster attribute', () => {
    const unprocessed: MediaResolver = (slot) => ({ ...processed(slot), posterSources: undefined });
    const html = render(<MediaVideo slot="cards/clip" label="Clip" active />, unprocessed);
    expect(html).toContain('poster="/uploads/_posters/cards/clip.jpg?v=1"');
    expect(html).not.toContain('<picture');
  });
});
