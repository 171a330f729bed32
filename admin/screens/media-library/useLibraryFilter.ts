import { useEffect, useState } from 'react';
import { NO_FILTER, type AssetFilter } from './library-api';

/** The filter as typed, and the one asked of the server: words wait for a short pause, choices apply at once. */
export function useLibraryFilter(initial: Partial<AssetFilter> = {}) {
  const [typed, setTyped] = useState<AssetFilter>({ ...NO_FILTER, ...initial });
  const [asked, setAsked] = useState<AssetFilter>(typed);
  useEffect(() => {
    if (typed.q === asked.q) {
      if (typed.kind !== asked.kind || typed.unused !== asked.unused) setAsked(typed);
      return;
    }
    const t = setTimeout(() => setAsked(typed), 250);
    return () => clearTimeout(t);
  }, [typed, asked]);
  return { typed, asked, setFilter: setTyped };
}
