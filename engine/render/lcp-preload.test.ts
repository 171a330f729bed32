import { describe, expect, it } from 'vitest';
import { lcpPreload } from './lcp-preload';

describe('lcpPreload', () => {
  it('preloads the first high-priority image', () => {
    const html =
      '<img src="/uploads/a.jpg" loading="lazy"/><section><img src="/uploads/hero.jpg?v=1&amp;x=2" alt="" fetchPriority="high" loading="eager"/></section>';
    expect(lcpPreload(html)).toBe(
      '<link rel="preload" as="image" href="/uploads/hero.jpg?v=1&amp;x=2" fetchpriority="high">',
    );
  });

  it('preloads the first source of its <picture>, with sizes and type', () => {
    const html =
      '<picture><source type="image/avif" srcSet="/u/h-480.avif 480w, /u/h-960.avif 960w" sizes="100vw"/><source type="image/webp" srcSet="/u/h-480.webp 480w" sizes="100vw"/>' +
      '<img src="/u/h.jpg" alt="" fetchPriority="high"/></picture>';
    expect(lcpPreload(html)).toBe(
      '<link rel="preload" as="image" imagesrcset="/u/h-480.avif 480w, /u/h-960.avif 960w" imagesizes="100vw" type="image/avif" fetchpriority="high">',
    );
  });

  it('ignores the sources of an earlier, closed <picture>', () => {
    const html =
      '<picture><source type="image/avif" srcSet="/u/other.avif 480w"/><img src="/u/other.jpg"/></picture><img src="/u/lcp.jpg" fetchPriority="high"/>';
    expect(lcpPreload(html)).toBe('<link rel="preload" as="image" href="/u/lcp.jpg" fetchpriority="high">');
  });

  it('adds nothing when no image is marked high priority', () => {
    expect(lcpPreload('<main><img src="/u/a.jpg" loading="lazy"/></main>')).toBe('');
    expect(lcpPreload('')).toBe('');
  });
});
