import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BlockProviders,
  mapResolver,
  placeholderResolver,
  type ResolvedMedia,
  type SiteData,
} from '../../engine/context';
import { contactDefaults } from '../../site-config/company';
import { gallery } from '../../site-config/media';
import { schema } from './schema';
import { VideoCarousel } from './VideoCarousel';

const videos = [1, 2, 3].map((n) => gallery.projectVideo('prefab-units', n));
const props = (over: object = {}) =>
  schema.parse({
    cards: [{ category: 'prefab-units', title: 'Prefab Units', subtitle: 'Site offices and classrooms', videos }],
    ...over,
  });
const stored: Record<string, ResolvedMedia> = Object.fromEntries(
  videos.map((slot) => [slot, { ...placeholderResolver(slot), exists: true, src: `${slot}?v=abc` }]),
);
const site: SiteData = { path: '/contact', contact: contactDefaults };

function setup(over: object = {}, media = stored) {
  return render(
    <BlockProviders site={site} media={mapResolver(media)}>
      <VideoCarousel {...props(over)} />
    </BlockProviders>,
  );
}
// React flushes effects (which schedule the next timer) when act ends, so time moves one tick at a time.
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) await act(() => vi.advanceTimersByTime(Math.min(100, left)));
}
const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
const progress = (c: HTMLElement) => (c.querySelector('.video-carousel__progress-bar') as HTMLElement).style.width;

describe('video-carousel timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks progress every 100 ms and shows "Next Video..." for 500 ms at 10 s, then plays the next video', async () => {
    const { container } = setup();
    expect(current()).toBe('Show Prefab Units video 1 of 3');
    await advance(100);
    expect(progress(container)).toBe('1%');
    await advance(4900);
    expect(progress(container)).toBe('50%');
    await advance(4900);
    expect(screen.queryByText('Next Video...')).toBeNull();
    await advance(100);
    expect(screen.getByText('Next Video...')).toBeTruthy();
    expect(current()).toBe('Show Prefab Units video 1 of 3');
    await advance(499);
    expect(current()).toBe('Show Prefab Units video 1 of 3');
    await advance(1);
    expect(screen.queryByText('Next Video...')).toBeNull();
    expect(current()).toBe('Show Prefab Units video 2 of 3');
    expect(progress(container)).toBe('0%');
  });

  it('wraps from the last video to the first', async () => {
    setup();
    await advance(10500);
    await advance(10500);
    expect(current()).toBe('Show Prefab Units video 3 of 3');
    await advance(10500);
    expect(current()).toBe('Show Prefab Units video 1 of 3');
  });

  it('resets progress when the visitor picks a video', async () => {
    const { container } = setup();
    await advance(6000);
    fireEvent.click(screen.getByRole('button', { name: 'Show Prefab Units video 3 of 3' }));
    expect(current()).toBe('Show Prefab Units video 3 of 3');
    expect(progress(container)).toBe('0%');
  });

  it('loads only the active video', async () => {
    const { container } = setup();
    const els = [...container.querySelectorAll('video')];
    expect(els).toHaveLength(3);
    expect(els.map((v) => v.getAttribute('src'))).toEqual([`${videos[0]}?v=abc`, null, null]);
    expect(els.map((v) => v.getAttribute('preload'))).toEqual(['auto', 'none', 'none']);
    expect(els[0].muted).toBe(true);
    expect(els[0].loop).toBe(true);
    await advance(10500);
    expect([...container.querySelectorAll('video')].map((v) => v.getAttribute('src'))).toEqual([
      null,
      `${videos[1]}?v=abc`,
      null,
    ]);
  });

  it('pauses on hover and with the pause control, and resumes', async () => {
    const { container } = setup();
    const card = container.querySelector('article')!;
    fireEvent.mouseEnter(card);
    await advance(20000);
    expect(current()).toBe('Show Prefab Units video 1 of 3');
    fireEvent.mouseLeave(card);
    fireEvent.click(screen.getByRole('button', { name: 'Pause Prefab Units videos' }));
    await advance(20000);
    expect(current()).toBe('Show Prefab Units video 1 of 3');
    const play = screen.getByRole('button', { name: 'Play Prefab Units videos' });
    expect(play.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(play);
    await advance(10500);
    expect(current()).toBe('Show Prefab Units video 2 of 3');
  });

  it('does not auto-advance under prefers-reduced-motion', async () => {
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
      (q: string) =>
        ({
          matches: q.includes('reduce'),
          media: q,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    setup();
    await advance(30000);
    expect(current()).toBe('Show Prefab Units video 1 of 3');
    expect(screen.getByRole('button', { name: 'Play Prefab Units videos' })).toBeTruthy();
    spy.mockRestore();
  });

  it('shows "No videos available" for an empty list', () => {
    setup({ cards: [{ category: 'interior-design', title: 'Interior Design', videos: [] }] });
    expect(screen.getByText('No videos available')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the placeholder image, not a video, for a slot with no file yet', () => {
    const { container } = setup({}, {});
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByAltText('Prefab Units: project video 1')).toBeTruthy();
  });

  it('renders the section heading and card titles in order', () => {
    setup({ heading: 'Project Videos' });
    expect(screen.getByRole('heading', { level: 2, name: 'Project Videos' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Prefab Units' })).toBeTruthy();
  });
});
