import type { ReactNode } from 'react';
import { ScreenLink } from './ScreenLink';

/** The top of an admin screen: the way back (the dashboard unless a screen names its own), the heading, its intro and optional actions. */
export function PageHead({
  heading,
  intro,
  back = { href: '/admin/dashboard', label: 'Dashboard' },
  children,
}: {
  heading: string;
  intro: string;
  back?: { href: string; label: string };
  children?: ReactNode;
}) {
  return (
    <>
      <ScreenLink to={back.href} className="admin-back">
        ← {back.label}
      </ScreenLink>
      <div className="admin-page-head">
        <div>
          <h1>{heading}</h1>
          <p>{intro}</p>
        </div>
        {children}
      </div>
    </>
  );
}
