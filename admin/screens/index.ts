import type { ComponentType } from 'react';
import { createRegistry } from '../../engine/registry';
import { adminScreens } from '../registry';

type AdminScreenBlock = (typeof adminScreens)[number];
export type AdminScreenType = AdminScreenBlock['type'];

/**
 * Each screen folder's component (its index.ts exports it as `screen`). The
 * bundler lists the folders, so the one list of screens stays admin/registry.ts;
 * eager, so the admin entry loads them all at once, as plain imports would.
 */
const folders = import.meta.glob<{ screen?: ComponentType<never> }>('./*/index.ts', { eager: true });

function withComponent<B extends AdminScreenBlock>(block: B): B {
  const folder = block.type.slice('admin/'.length);
  const component = folders[`./${folder}/index.ts`]?.screen;
  if (!component)
    throw new Error(
      `admin/registry.ts lists ${block.type}, but admin/screens/${folder}/index.ts exports no \`screen\``,
    );
  return { ...block, component } as B;
}

/** Every admin block with its component: what the admin entry mounts (pages with layout 'admin'). */
export const adminBlocks = adminScreens.map(withComponent) as unknown as typeof adminScreens;

export const adminRegistry = createRegistry(adminBlocks, { layout: 'admin' });

/** One admin block with its component, typed by its schema (for stories and tests). */
export const adminBlock = <T extends AdminScreenType>(type: T) =>
  adminBlocks.find((b) => b.type === type) as Extract<AdminScreenBlock, { type: T }>;
