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
      v.src = v.dataset.src!;
      v.play().catch(() => {
        /* autoplay refused: the poster stays */
      });
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
