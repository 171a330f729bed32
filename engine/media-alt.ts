import { EMPTY_MEDIA, isAssetUrl } from './media-kind';

/** A picture field pair { media, alt } whose alt is empty: where its alt is (JSON path) and the file it shows. */
export interface EmptyAlt {
  path: (string | number)[];
  media: string;
}

/**
 * Every { media, alt } pair of a value whose alt is empty and whose media is a
 * file (the empty placeholder decorates and needs none). The server checks
 * them against the library when publishing; the editor checks them as staff
 * type, so both ask the same question.
 */
export function emptyAlts(value: unknown): EmptyAlt[] {
  const found: EmptyAlt[] = [];
  const visit = (v: unknown, path: (string | number)[]) => {
    if (Array.isArray(v)) v.forEach((item, i) => visit(item, [...path, i]));
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.media === 'string' && o.media !== EMPTY_MEDIA && o.alt === '')
        found.push({ path: [...path, 'alt'], media: o.media });
      for (const [k, item] of Object.entries(o)) visit(item, [...path, k]);
    }
  };
  visit(value, []);
  return found;
}

/**
 * Pictures a visitor would meet with no description: an empty alt whose file
 * has no alt text in the library either (a named slot of the page files has
 * none to lend).
 */
export function undescribedMedia(
  value: unknown,
  libraryAlt: (url: string) => string | null | undefined,
): { path: (string | number)[]; message: string }[] {
  return emptyAlts(value)
    .filter((e) => !libraryAlt(e.media))
    .map((e) => ({
      path: e.path,
      message: isAssetUrl(e.media)
        ? 'Describe the picture: its file has no alt text in the media library either'
        : 'Describe the picture: blind visitors hear this text',
    }));
}
