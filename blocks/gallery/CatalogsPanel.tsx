import { RichText } from '../_shared/RichText';
import { useMediaResolver } from '../../engine/context';
import type { GalleryCatalog, GalleryProps } from './schema';

/** One catalog: its download, or, with no file uploaded yet, an offer to send a copy. */
function CatalogCard({
  catalog,
  categoryLabel,
  labels,
}: {
  catalog: GalleryCatalog;
  categoryLabel?: string;
  labels: GalleryProps['labels'];
}) {
  const file = useMediaResolver()(catalog.file);
  return (
    <li className="gallery__catalog">
      <span className="gallery__catalog-icon" aria-hidden="true">
        PDF
      </span>
      <div className="gallery__catalog-body">
        {categoryLabel && <p className="gallery__catalog-cat">{categoryLabel}</p>}
        <h3 className="gallery__catalog-title">{catalog.title}</h3>
        <RichText value={catalog.description} className="gallery__catalog-desc" />
        {file.exists ? (
          <a className="btn btn--primary gallery__download" href={file.src} download>
            {labels.download}
            <span className="visually-hidden"> {catalog.title} (PDF)</span>
          </a>
        ) : (
          <p className="gallery__catalog-missing">
            {labels.catalogMissing}{' '}
            <a href="/contact">
              {labels.requestCatalog}
              <span className="visually-hidden"> of the {catalog.title}</span>
            </a>
          </p>
        )}
      </div>
    </li>
  );
}

/** The 'PDF Catalogs' section: its lead and a card per catalog. */
export function CatalogsPanel({ p }: { p: GalleryProps }) {
  return (
    <>
      <RichText value={p.catalogsLead} className="gallery__catalogs-lead" />
      {p.catalogs.length === 0 ? (
        <p className="gallery__empty">{p.labels.noCatalogs}</p>
      ) : (
        <ul className="gallery__catalogs">
          {p.catalogs.map((c) => (
            <CatalogCard
              key={c.file}
              catalog={c}
              categoryLabel={p.categories.find((x) => x.id === c.category)?.label}
              labels={p.labels}
            />
          ))}
        </ul>
      )}
    </>
  );
}
