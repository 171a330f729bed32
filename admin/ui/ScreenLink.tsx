import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/** A router link inside the admin app; a plain link where there is no router (stories, tests). */
export function ScreenLink({
  to,
  className,
  current,
  children,
}: {
  to: string;
  className: string;
  current?: boolean;
  children: ReactNode;
}) {
  const routed = useInRouterContext();
  const props = { className, 'aria-current': current ? ('page' as const) : undefined };
  return routed ? (
    <Link to={to} {...props}>
      {children}
    </Link>
  ) : (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
