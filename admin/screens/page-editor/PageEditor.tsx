import type { z } from 'zod';
import Editor from './Editor';
import type { schema } from './schema';

/*
 * The editor is part of the admin entry, not a lazy chunk. Loading it lazily
 * was tried: the bundler then split React out of the chunk public pages share
 * with the admin, so every public page loaded one more file (+0.6 KB gz).
 * Public pages must load exactly what they loaded before; the admin pays
 * instead (about 120 KB gz more, cached after the first visit).
 */

/** /admin/pages/edit?path=P: the page editor. */
export function PageEditor({ starters, autosaveMs }: z.output<typeof schema>) {
  return <Editor starters={starters} autosaveMs={autosaveMs} />;
}
