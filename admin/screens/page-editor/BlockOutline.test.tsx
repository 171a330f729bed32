import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOUCH_SCREEN } from '../../data/use-media-query';
import { BlockOutline } from './BlockOutline';
import { samplePage } from './sample';

const outline = () =>
  render(
    <BlockOutline
      blocks={samplePage.blocks}
      keys={samplePage.blocks.map((_, i) => String(i))}
      selected={0}
      invalid={new Set()}
      settingsInvalid={false}
      onSelect={() => {}}
      onMove={() => {}}
      onDuplicate={() => {}}
      onRemove={() => {}}
      onAdd={() => {}}
    />,
  );

/** The screen as a phone reports it: `matching` is the one media query it answers true. */
function screenMatching(matching: string | null) {
  window.matchMedia = ((query: string) => ({
    matches: query === matching,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('the section outline’s help', () => {
  it('names the Alt+↑ / Alt+↓ keys on a computer', () => {
    screenMatching(null);
    outline();
    expect(document.getElementById('block-outline-help')!.textContent).toBe(
      'Drag a section, or focus it and press Alt+↑ / Alt+↓ to move it.',
    );
  });

  it('points to the ↑ ↓ buttons on a phone or touch screen, which has no Alt key', () => {
    screenMatching(TOUCH_SCREEN);
    outline();
    const help = document.getElementById('block-outline-help')!.textContent!;
    expect(help).not.toContain('Alt');
    expect(help).toBe('Move a section with its ↑ and ↓ buttons.');
    expect(screen.getAllByRole('button', { name: /^Move .* up$/ }).length).toBe(samplePage.blocks.length);
  });
});
