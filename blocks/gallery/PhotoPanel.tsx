import { plainText } from '../../contracts/rich-text-words';
import { RichText } from '../_shared/RichText';
import { MediaImage } from '../../engine/media';
import type { GalleryProps } from './schema';
import { fill } from './state';
import type { useGallery } from './useGallery';

/** The 'Product Images' section: the category buttons, the category's photos (20 first), and more or less. */
export function PhotoPanel({ p, g, gridId }: { p: GalleryProps; g: ReturnType<typeof useGallery>; gridId: string }) {
  const L = p.labels;
  const { category, items, shown, expanded } = g;
  return (
    <>
      <div className="gallery__cats" role="group" aria-label="Categories" hidden={!p.tabs}>
        {p.categories.map((c) => (
          <button
            key={c.id}
            type="button"
            className={`gallery__cat${c.id === category.id ? ' is-active' : ''}`}
            aria-pressed={c.id === category.id}
            onClick={() => g.chooseCategory(c.id)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <div className="gallery__cat-head">
        <h3 className="gallery__cat-title">{category.label}</h3>
        <RichText
          // An emptied description (rich text may be saved empty) falls back as a left-out one does.
          value={plainText(category.description).trim() ? category.description : p.fallbackDescription}
          className="gallery__cat-desc"
        />
        <p className="gallery__count" aria-live="polite">
          {fill(L.count, { n: shown.length })}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="gallery__empty">{L.empty}</p>
      ) : (
        <ul id={gridId} className="gallery__grid">
          {shown.map((item, i) => (
            <li key={item.media} className="gallery__item">
              <figure className="gallery__figure">
                <button
                  type="button"
                  className="gallery__open"
                  onClick={() => g.setOpenPhoto(i)}
                  aria-label={`View larger: ${item.title}`}
                >
                  <MediaImage
                    slot={item.media}
                    alt={item.alt}
                    className="gallery__img"
                    sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
                  />
                </button>
                <figcaption className="gallery__caption">{item.title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {items.length > p.pageSize && (
        <div className="gallery__more">
          <button
            ref={g.moreButton.ref}
            type="button"
            className="btn btn--outline"
            aria-expanded={expanded}
            aria-controls={gridId}
            onClick={g.toggleExpanded}
          >
            {fill(expanded ? L.less : L.more, { x: shown.length, y: items.length })}
          </button>
        </div>
      )}
    </>
  );
}
