import { useEffect, useId, useRef, useState } from 'react';
import { useMedia, useMediaResolver } from '../../engine/context';
import { MediaImage } from '../../engine/media';
import { ButtonLink, SectionHead, sectionClass } from '../_shared/ui';
import { countSubtitle, toggleLabel } from './labels';
import type { ProductGridProps, ProductTile } from './schema';

const SIZES = '(min-width: 1200px) 230px, (min-width: 900px) 25vw, (min-width: 640px) 33vw, 50vw';

function Tile({
  item,
  onImageError,
  hoverLabel,
}: {
  item: ProductTile;
  onImageError: ProductGridProps['onImageError'];
  hoverLabel?: string;
}) {
  const m = useMedia(item.media);
  const name = m.title ?? item.name;
  // The visible name already names the tile: an alt that repeats it is noise (axe image-redundant-alt).
  // An empty alt takes the library file's default (MediaImage).
  const decorative = !!item.href || item.alt === name;
  const body = (
    <>
      <span className="product-grid__frame">
        <MediaImage
          slot={item.media}
          alt={item.alt ?? ''}
          decorative={decorative}
          className="media-fill"
          sizes={SIZES}
          onFailure={onImageError}
        />
        {hoverLabel && (
          <span className="product-grid__hover" aria-hidden="true">
            {hoverLabel}
          </span>
        )}
      </span>
      <span className="product-grid__name">{name}</span>
    </>
  );
  return (
    <li className="product-grid__tile">
      {item.href ? (
        <a className="product-grid__link" href={item.href}>
          {body}
        </a>
      ) : (
        body
      )}
    </li>
  );
}

/**
 * Product tiles: the first `initialCount` shown, all of them after the toggle.
 * Counts follow what the admin left visible (hidden media records drop out),
 * and collapsed tiles beyond the first page are not rendered at all.
 */
export function ProductGrid(p: ProductGridProps) {
  const [expanded, setExpanded] = useState(p.startExpanded);
  const resolve = useMediaResolver();
  // Each island renders in its own React root, so useId alone can repeat across a page: prefer the anchor id.
  const autoId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // An image that failed before this island hydrated fired its error with no handler attached: replay it.
  useEffect(() => {
    for (const img of listRef.current?.querySelectorAll('img') ?? []) {
      if (img.complete && img.naturalWidth === 0 && img.currentSrc) img.dispatchEvent(new Event('error'));
    }
  }, []);
  const listId = `${p.id ?? autoId}-tiles`;
  const items = p.items.filter((i) => !resolve(i.media).hidden);
  const total = items.length;
  const initial = Math.min(p.initialCount, total);
  const canToggle = total > initial;
  const shown = expanded ? items : items.slice(0, initial);
  const headingId = p.id ? `${p.id}-heading` : undefined;
  return (
    <section id={p.id} className={`${sectionClass(p.tone)} product-grid`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHead eyebrow={p.eyebrow} heading={p.heading} lead={p.lead} id={headingId} />
        {p.countSubtitle && total > 0 && (
          <p className="product-grid__count" aria-live="polite">
            {countSubtitle(shown.length, total)}
          </p>
        )}
        <ul ref={listRef} id={listId} className="product-grid__list">
          {shown.map((item, i) => (
            // Empty tiles and library files may repeat; the position keeps keys unique.
            <Tile key={`${i}:${item.media}`} item={item} onImageError={p.onImageError} hoverLabel={p.hoverLabel} />
          ))}
        </ul>
        {(canToggle || p.buttons.length > 0) && (
          <div className="btn-row btn-row--center product-grid__actions">
            {canToggle && (
              <button
                type="button"
                className="btn btn--outline product-grid__toggle"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setExpanded((e) => !e)}
              >
                {toggleLabel(p.labels, expanded, initial, total)}
              </button>
            )}
            {p.buttons.map((b) => (
              <ButtonLink key={b.label} button={b} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
