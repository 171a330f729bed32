import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The top of an admin screen: back to the dashboard, the heading, its intro and optional actions. */
export function PageHead({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <>
      <Link to="/admin/dashboard" className="admin-back">
        ← Dashboard
      </Link>
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
