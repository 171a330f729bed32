import type { BackLinkProps } from './schema';

/** A single 'back to the parent page' link (no landmark: a page may show one above and one below). */
export function BackLink({ label, href, placement }: BackLinkProps) {
  return (
    <div className={`back-link back-link--${placement}`}>
      <div className="container">
        <a className="back-link__a" href={href}>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M16 10H4M9 5l-5 5 5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {label}
        </a>
      </div>
    </div>
  );
}
