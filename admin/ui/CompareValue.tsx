import { diffWords } from 'diff';
import { isAssetUrl } from '../../engine/media-kind';
import { valueWords } from '../../contracts/field-words';
import { useAssetAt } from '../screens/media-library/library-api';

const MEDIA = /^\/uploads\/[^\s"]+\.(jpe?g|png|webp|avif|gif|svg)$/i;

/** Text that compares word by word: a sentence, not a picture's address. */
export const isWordy = (v: unknown): v is string => typeof v === 'string' && v !== '' && !MEDIA.test(v);

/**
 * A picture as staff chose it: its thumbnail and the name the file had when
 * it was uploaded (the address is a hash, "fd6ad727….jpg", which tells
 * nobody which photo it is). A named slot's file has no library entry; its
 * own file name is the name.
 */
function Picture({ url }: { url: string }) {
  const asset = useAssetAt(url);
  const ownName = url.split('/').pop();
  const name =
    asset.data?.fileName ?? (isAssetUrl(url) && asset.isError ? `${ownName} (no longer in the library)` : ownName);
  return (
    <span className="compare__media">
      <img src={asset.data?.thumb ?? url} alt="" width={96} height={64} loading="lazy" />
      <span>{name}</span>
    </span>
  );
}

/** A value as the comparison shows it: a picture as a thumbnail, text as text, anything larger in words. */
export function CompareValue({ value }: { value: unknown }) {
  if (value === undefined || value === null) return <span className="compare__none">(none)</span>;
  if (typeof value === 'string' && MEDIA.test(value)) return <Picture url={value} />;
  if (typeof value === 'string') return <span>{value || '(empty)'}</span>;
  if (typeof value === 'object') return <span>{valueWords(value)}</span>;
  return <span>{String(value)}</span>;
}

/**
 * One changed text, word by word: the words taken out are struck through on
 * the "before" side and the words put in are marked on the "after" side, so
 * a one-word change in a long paragraph is found at a glance. `side` picks
 * which of the two this cell shows.
 */
export function WordChanges({ before, after, side }: { before: string; after: string; side: 'before' | 'after' }) {
  const parts = diffWords(before, after);
  return (
    <span className="compare__words">
      {parts.map((part, i) => {
        if (side === 'before' && part.added) return null;
        if (side === 'after' && part.removed) return null;
        const key = `${i}:${part.value}`;
        if (part.removed) return <del key={key}>{part.value}</del>;
        if (part.added) return <ins key={key}>{part.value}</ins>;
        return <span key={key}>{part.value}</span>;
      })}
    </span>
  );
}
