import type { BreadcrumbProps } from './schema';

/** Home / Engineering Services / Metal Powder Coating: a labelled nav with the current page marked. */
export function Breadcrumb({ items, current }: BreadcrumbProps) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol className="breadcrumb__list container">
        {items.map((item) => (
          <li key={item.href} className="breadcrumb__item">
            <a className="breadcrumb__link" href={item.href}>
              {item.label}
            </a>
            <span className="breadcrumb__sep" aria-hidden="true">
              /
            </span>
          </li>
        ))}
        <li className="breadcrumb__item">
          <span className="breadcrumb__current" aria-current="page">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
