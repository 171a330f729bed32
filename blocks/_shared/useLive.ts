import { useLayoutEffect, useState } from 'react';

/**
 * False in the server's HTML and in the hydrating render (so both match),
 * true from the commit on. A block renders its no-script form (CSS and native
 * elements drive it) until then, and its scripted form after; `adopt` runs
 * first, in the same commit, so the block can take over whatever state the
 * CSS was showing (an open menu, the slide on screen) without a flicker.
 */
export function useLive(adopt?: () => void): boolean {
  const [live, setLive] = useState(false);
  useLayoutEffect(() => {
    adopt?.();
    setLive(true);
    // Once, on hydration: adopt reads the DOM as the CSS left it.
  }, []);
  return live;
}
