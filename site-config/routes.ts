import type { AliasPrefix } from '../engine/routes';

/** The prefab pages are also served under /services/prefab-units with identical sub-paths. */
export const aliasPrefixes: AliasPrefix[] = [{ from: '/services/prefab-units', to: '/services/containers' }];

/** Folders of page files (routes) and of system pages (the 404), relative to the project root. */
export const PAGE_DIRS = ['site-config/pages'];
export const SYSTEM_PAGE_DIR = 'site-config/system';
