import { lazy, Suspense } from 'react';
import type { z } from 'zod';
import type { schema } from './schema';

/*
 * The editor needs the public registry (every block's schema) and the form
 * library: a few hundred KB that only this screen uses, so it is its own
 * chunk, loaded when the editor opens.
 */
const Editor = lazy(() => import('./Editor'));

/** /admin/pages/edit?path=P: the page editor. */
export function PageEditor(_props: z.output<typeof schema>) {
  return (
    <Suspense fallback={<p className="admin-loading">Loading the editor…</p>}>
      <Editor />
    </Suspense>
  );
}
