import type { blocks } from '../blocks';
import type { PageInputOf } from '../engine/registry';

/** The authoring type of a page file, checked against every registered block's schema. */
export type PageInput = PageInputOf<typeof blocks>;
export type BlockInput = PageInput['blocks'][number];

/** Identity at run time; the point is the type check (and editor completion) in page files. */
export const definePage = <const P extends PageInput>(page: P): P => page;
