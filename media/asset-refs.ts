import { ASSET_PREFIX, isAssetUrl } from '../engine/media-kind';

/** One problem with a media field of a document, at its JSON path. */
export interface MediaFieldIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Media fields that point into the library at something it does not hold:
 * an address of the library's form that no asset has (deleted, or from
 * another site), or a malformed one. Each is named by its JSON path, so the
 * editor shows the problem on the field itself.
 */
export function unknownAssetRefs(value: unknown, isAsset: (url: string) => boolean): MediaFieldIssue[] {
  const found: MediaFieldIssue[] = [];
  const visit = (v: unknown, path: (string | number)[]) => {
    if (typeof v === 'string') {
      if (!v.startsWith(ASSET_PREFIX)) return;
      if (!isAssetUrl(v)) found.push({ path, message: `${v} is not a media library address` });
      else if (!isAsset(v))
        found.push({ path, message: `${v} is not a file in this site's media library (deleted?): choose another` });
    } else if (Array.isArray(v)) v.forEach((item, i) => visit(item, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, item] of Object.entries(v)) visit(item, [...path, k]);
  };
  visit(value, []);
  return found;
}

/** Every library asset a value refers to (a page document, a draft). */
export function assetRefsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (isAssetUrl(value)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) assetRefsIn(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) assetRefsIn(v, into);
  return into;
}

// Kept in the engine so the page editor asks the same question as staff type (the admin imports no media code).
export { undescribedMedia } from '../engine/media-alt';
