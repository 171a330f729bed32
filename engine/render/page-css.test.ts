import { describe, expect, it } from 'vitest';
import { blockTypesIn, cssForBlocks } from './page-css';

const TYPES = ['gallery', 'contact-info', 'contact-info-section', 'hero-carousel'];
const CSS =
  ':root{--c:#000}.btn{color:red}.gallery{display:grid}.gallery__item:hover,.gallery--wide .x{opacity:1}' +
  '.contact-info__row{margin:0}.contact-info-section{padding:0}' +
  '@media (min-width:640px){.gallery__item{width:50%}.hero-carousel:not(.is-live) .hero-carousel__slide{animation:none}}' +
  '@keyframes gallery-spin{to{transform:rotate(1turn)}}.a:is(.gallery__x,.b),.btn--primary{color:blue}' +
  '.hero-carousel__dot::before{content:"{"}';

describe('the page stylesheet', () => {
  it('keeps rules of the blocks on the page, base styles and at-rules; drops rules only of absent blocks', () => {
    const out = cssForBlocks(CSS, TYPES, new Set(['hero-carousel', 'contact-info']));
    expect(out).toContain(':root{--c:#000}');
    expect(out).toContain('.btn{color:red}');
    expect(out).not.toContain('.gallery{');
    expect(out).not.toContain('.gallery__item:hover');
    expect(out).toContain('.contact-info__row{margin:0}');
    expect(out).not.toContain('.contact-info-section{');
    expect(out).toContain(
      '@media (min-width:640px){.hero-carousel:not(.is-live) .hero-carousel__slide{animation:none}}',
    );
    expect(out).toContain('@keyframes gallery-spin{to{transform:rotate(1turn)}}');
    // A selector list keeps the selectors that can match; braces inside strings do not confuse it.
    expect(out).toContain('.btn--primary{color:blue}');
    expect(out).not.toContain('.a:is(.gallery__x');
    expect(out).toContain('.hero-carousel__dot::before{content:"{"}');
  });

  it('with every block present, the stylesheet is unchanged', () => {
    expect(cssForBlocks(CSS, TYPES, new Set(TYPES))).toBe(CSS);
  });

  it('finds the blocks a page contains from its classes, the longest type name winning', () => {
    const html =
      '<section class="contact-info-section pad"><div class="contact-info__row"></div></section><i class="gallery-x">';
    expect([...blockTypesIn(html, TYPES)].sort()).toEqual(['contact-info', 'contact-info-section']);
  });
});
