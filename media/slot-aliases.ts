import { posix } from 'node:path';
import { MEDIA_PREFIX, mediaKind } from '../engine/media-kind';
import { POSTERS_DIR, VARIANTS_DIR } from './folders';
import { splitTag, taggedStem } from './picture-edit';

const rel = (url: string) => url.slice(MEDIA_PREFIX.length);
export const stemOf = (key: string) => key.replace(/\.[a-z0-9]+$/i, '');
/** A video's poster key: "home/hero/x.mp4" → "_posters/home/hero/x.jpg". */
const posterKeyOf = (key: string) => `${POSTERS_DIR}/${stemOf(key)}.jpg`;
/** A video's phone rendition key, beside its poster: "home/hero/x.mp4" → "_posters/home/hero/x.mp4". */
const smallKeyOf = (key: string) => `${POSTERS_DIR}/${stemOf(key)}.mp4`;

/**
 * A slot that names a library file keeps its own URLs (pages, old links and
 * caches know them), served in place from the file's keys: the file, its
 * variants, and a video's poster with its variants and its phone rendition. Holds keys and key stems
 * (a variant's key without "-480w.webp") of slots, mapped to the library
 * file's; `storedKey` answers where the bytes of any key under /uploads live.
 */
export function createSlotAliases() {
  const aliases = new Map<string, string>();

  function pairsOf(slot: string, assetUrl: string): [string, string][] {
    const [from, to] = [rel(slot), rel(assetUrl)];
    const pairs: [string, string][] = [
      [from, to],
      [posix.join(VARIANTS_DIR, stemOf(from)), posix.join(VARIANTS_DIR, stemOf(to))],
    ];
    if (mediaKind(slot) === 'video') {
      const [pf, pt] = [posterKeyOf(from), posterKeyOf(to)];
      pairs.push([pf, pt], [posix.join(VARIANTS_DIR, stemOf(pf)), posix.join(VARIANTS_DIR, stemOf(pt))]);
      pairs.push([smallKeyOf(from), smallKeyOf(to)]);
    }
    return pairs;
  }

  return {
    /** The slot names `assetUrl` from now on (null: its own file again). */
    set(slot: string, assetUrl: string | null | undefined) {
      const from = rel(slot);
      const pf = posterKeyOf(from);
      for (const k of [
        from,
        posix.join(VARIANTS_DIR, stemOf(from)),
        pf,
        posix.join(VARIANTS_DIR, stemOf(pf)),
        smallKeyOf(from),
      ])
        aliases.delete(k);
      if (assetUrl) for (const [f, t] of pairsOf(slot, assetUrl)) aliases.set(f, t);
    },
    storedKey(key: string): string {
      const direct = aliases.get(key);
      if (direct) return direct;
      const m = /^(.*)-(\d+w\.[a-z0-9]+)$/.exec(key);
      if (!m) return key;
      // A crop's own sizes ("x.e1f2a3b4c5d6-800w.webp") live beside the file's, with the same mark.
      const { stem, tag } = aliases.has(m[1]) ? { stem: m[1], tag: '' } : splitTag(m[1]);
      const to = aliases.get(stem);
      return to ? `${taggedStem(to, tag)}-${m[2]}` : key;
    },
  };
}
