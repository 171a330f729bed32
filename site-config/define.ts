import type { blocks } from '../blocks';
import type { adminScreens } from '../admin/registry';
import type { PageInputOf } from '../engine/registry';

/** A public page file: only public blocks type-check here. */
export type SitePageInput = PageInputOf<typeof blocks>;
/** An admin screen's page file (layout 'admin'): only admin blocks type-check here. */
export type AdminPageInput = PageInputOf<typeof adminScreens, 'admin'>;
/** The authoring type of a page file; its layout picks which blocks it may list. */
export type PageInput = SitePageInput | AdminPageInput;
/** One block of a public page (the shell's header and footer are public blocks too). */
export type BlockInput = SitePageInput['blocks'][number];

/** Identity at run time; the point is the type check (and editor completion) in page files. */
export const definePage = <const P extends PageInput>(page: P): P => page;
