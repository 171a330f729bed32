/**
 * Whether this visitor's video may be fetched: not under the browser's data
 * saver (Save-Data) nor a stated preference for less data. A hero video is a
 * megabyte or more; its poster says the same thing for a few KB.
 */
export function mayLoadVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return false;
  return !window.matchMedia?.('(prefers-reduced-data: reduce)').matches;
}

/**
 * A phone: a screen at most 720 CSS px wide. Phones are 360–430 px wide
 * upright and most stay under 720 turned sideways; the smallest tablets
 * start at 744. There the video is a background loop a few hundred pixels
 * wide, and the small rendition (640×360, under 1 Mbit/s) looks the same
 * while a 1080p file at 3 Mbit/s costs the phone its decoding time and more
 * than a slow 4G link carries.
 */
export const PHONE_SCREEN = '(max-width: 720px)';

/** Which file a video plays here: its small rendition on a phone when it has one, else its web-ready file. */
export function videoSourceFor(full: string, small: string | undefined): string {
  return small && window.matchMedia?.(PHONE_SCREEN).matches ? small : full;
}

/**
 * Once the page has loaded, the videos server-rendered as playing
 * (data-autoplay) that are in view get their source and play, before and
 * without React: a hero video needs no island to run. The poster, the LCP
 * image, has had the connection to itself until then.
 */
export function startVisibleVideos() {
  const run = () => {
    if (!mayLoadVideo()) return;
    for (const v of document.querySelectorAll<HTMLVideoElement>('video[data-src][data-autoplay]')) {
      const r = v.getBoundingClientRect();
      if (r.bottom <= 0 || r.top >= window.innerHeight || v.hasAttribute('src')) continue;
      v.src = videoSourceFor(v.dataset.src!, v.dataset.srcSmall);
      v.play().catch(() => {
        /* autoplay refused: the poster stays */
      });
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
